//! Pure parsers over text: no I/O, no checks. Parsing never fails as a whole: each
//! parser returns what it understood plus located `Unsupported` items.

pub mod cpp;
pub mod glog;
pub mod py;
mod stack;

pub use stack::declare_thread_stack;
