//! The rules, under the path the rule families have always named them by
//! (`check::rules::LOAD_OOB`): each is defined in its own file of `crate::rules`.

pub use crate::diagnostics::Rule;
pub use crate::rules::ia101_load_out_of_bounds::LOAD_OOB;
pub use crate::rules::ia102_store_out_of_bounds::STORE_OOB;
pub use crate::rules::ia104_indirect_index_unguarded::INDIRECT_UNGUARDED;
pub use crate::rules::ia105_int32_index_overflow::INT32_OVERFLOW;
pub use crate::rules::ia106_local_buffer_out_of_bounds::LOCAL_BUFFER_OOB;
pub use crate::rules::ia107_argument_dtype_mismatch::ARGUMENT_DTYPE;
pub use crate::rules::ia110_vector_tail_overread::TAIL_OVERREAD;
pub use crate::rules::ia111_unchecked_size_relation::UNCHECKED_SIZE_RELATION;
pub use crate::rules::ia112_thread_team_exceeds_array::THREAD_TEAM_EXCEEDS_ARRAY;
pub use crate::rules::ia190_bounds_unproven::BOUNDS_UNPROVEN;
pub use crate::rules::ia191_access_unanalysed::ACCESS_UNANALYSED;
pub use crate::rules::ia201_view_out_of_storage::VIEW_OUT_OF_STORAGE;
pub use crate::rules::ia202_autotune_clone_out_of_storage::AUTOTUNE_CLONE_OOB;
pub use crate::rules::ia203_negative_stride::NEGATIVE_STRIDE;
pub use crate::rules::ia204_overlapping_write::OVERLAPPING_WRITE;
pub use crate::rules::ia205_misaligned_pointer_claim::MISALIGNED_POINTER;
pub use crate::rules::ia206_integer_divisibility_claim::DIVISIBILITY_CLAIM;
pub use crate::rules::ia207_out_shape_mismatch::OUT_SHAPE_MISMATCH;
pub use crate::rules::ia290_storage_unproven::STORAGE_UNPROVEN;
pub use crate::rules::ia301_index_check_misplaced::CPP_GUARD_PLACEMENT;
pub use crate::rules::ia302_check_throws_in_parallel_region::CPP_CHECK_IN_PARALLEL;
pub use crate::rules::ia303_cpp_indirect_index_unguarded::CPP_INDIRECT_UNGUARDED;
pub use crate::rules::{find, ALL};
