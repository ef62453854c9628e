//! Builds the listing of a module (`diagnostics::listing`: each kernel's source, where
//! its accesses are, each access's index expression and mask) from the kernel facts the
//! checks use. The pipeline calls it on the module it audits, once, when a renderer needs
//! listings (`RunControl::listing`). No verdicts are made here (those come from the
//! findings).

use std::collections::HashMap;

use crate::check::cpp::views::AccessKind as CppAccessKind;
use crate::check::facts::{AccessKind, AtomKind, KernelFacts};
use crate::check::triton::interp;
use crate::diagnostics::listing::{AccessListing, KernelListing, ModuleListing};
use crate::model::{Kernel, Module};
use crate::sym::{Cond, Expr};

pub fn list_module(m: &Module) -> ModuleListing {
    let kernels = m
        .kernels
        .iter()
        .map(|k| {
            let launched = m.launches.iter().any(|l| l.kernel == k.name());
            match k {
                Kernel::Triton(t) => {
                    let facts = interp::interpret(t);
                    let file_lines = (0..t.source.lines().count() as u32).map(|i| m.loc(t.to_module(span(i + 1, 1))).line).collect();
                    let accesses = facts
                        .accesses
                        .iter()
                        .map(|a| {
                            let at = m.loc(t.to_module(a.span));
                            let text = t.source_line(a.span.line).unwrap_or("");
                            let tail: String = text.chars().skip(a.span.col.max(1) as usize - 1).collect();
                            let len = tail[..crate::diagnostics::call_end(&tail)].chars().count() as u32;
                            AccessListing {
                                kind: match a.kind {
                                    AccessKind::Load => "load",
                                    AccessKind::Store => "store",
                                    AccessKind::Atomic => "atomic",
                                },
                                param: a.param.clone(),
                                line: a.span.line,
                                col: a.span.col,
                                len,
                                file_line: at.line,
                                file_column: at.column,
                                offset: expand(&facts, &a.offset).to_string(),
                                mask: expand_cond(&facts, &a.mask).to_string(),
                            }
                        })
                        .collect();
                    KernelListing { name: t.name.clone(), lang: "triton", launched, source: t.source.clone(), file_lines, accesses }
                }
                Kernel::Cpp(c) => {
                    let file_lines = (0..c.source.lines().count() as u32)
                        .map(|i| {
                            let line = c.source_start.line + i;
                            m.loc(span(line, if i == 0 { c.source_start.col } else { 1 })).line
                        })
                        .collect();
                    // The same lowering the C++ checks run: its accesses are where the
                    // findings point, so the HTML table counts C++ kernels too.
                    let analysed = crate::check::cpp::analyse(c);
                    let to_module = |s: ia_parsers::py::Span| {
                        if s.line <= 1 {
                            span(c.source_start.line, c.source_start.col + s.col.saturating_sub(1))
                        } else {
                            span(c.source_start.line + s.line - 1, s.col)
                        }
                    };
                    let accesses = analysed
                        .lowered
                        .accesses
                        .iter()
                        .map(|a| {
                            let sp = a.view.span;
                            let at = m.loc(to_module(span(sp.line, sp.col)));
                            let text = c.source.lines().nth(sp.line.saturating_sub(1) as usize).unwrap_or("");
                            let tail: String = text.chars().skip(sp.col.max(1) as usize - 1).collect();
                            let len = tail[..cpp_access_end(&tail)].chars().count() as u32;
                            AccessListing {
                                kind: match a.view.kind {
                                    CppAccessKind::Load => "load",
                                    CppAccessKind::Store | CppAccessKind::Update => "store",
                                    CppAccessKind::Atomic => "atomic",
                                    // A call the lowering cannot see into: it touches the buffer somehow.
                                    CppAccessKind::Opaque => "opaque",
                                },
                                param: a.view.buffer.clone(),
                                line: sp.line,
                                col: sp.col,
                                len,
                                file_line: at.line,
                                file_column: at.column,
                                offset: a.offset.as_ref().map(|e| e.to_string()).unwrap_or_else(|why| format!("? ({why})")),
                                mask: a.mask.to_string(),
                            }
                        })
                        .collect();
                    KernelListing { name: c.name.clone(), lang: "cpp", launched, source: c.source.clone(), file_lines, accesses }
                }
            }
        })
        .collect();
    ModuleListing { id: m.id.clone(), path: m.path.clone(), compile_id: m.compile_id.clone(), kernels }
}

/// Byte length of a C++ access at the start of `s`: through the bracket or parenthesis
/// that closes the first one opened (`in_ptr0[x0 + 3L*x1]`, `at::vec::Vectorized<float>::loadu(...)`).
fn cpp_access_end(s: &str) -> usize {
    let mut depth = 0u32;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            ';' if depth == 0 => return i,
            _ => {}
        }
    }
    s.len()
}

fn span(line: u32, col: u32) -> ia_parsers::py::Span {
    ia_parsers::py::Span { line, col }
}

/// Named index variables are replaced by their definitions (to a fixed depth: the
/// definitions form a DAG in straight-line code, but input is untrusted), and values
/// loaded from memory by `load(<pointer>)`, so temporaries' names drop out.
fn expand(facts: &KernelFacts, e: &Expr) -> Expr {
    let subst = substitution(facts);
    let mut cur = e.clone();
    for _ in 0..16 {
        let next = cur.substitute(&|v| subst.get(v).cloned());
        if next == cur {
            break;
        }
        cur = next;
    }
    cur
}

fn expand_cond(facts: &KernelFacts, c: &Cond) -> Cond {
    let subst = substitution(facts);
    let mut cur = c.clone();
    for _ in 0..16 {
        let next = cur.substitute(&|v| subst.get(v).cloned());
        if next == cur {
            break;
        }
        cur = next;
    }
    cur
}

fn substitution(facts: &KernelFacts) -> HashMap<String, Expr> {
    facts
        .atoms
        .iter()
        .filter_map(|(name, atom)| match &atom.kind {
            AtomKind::Derived { def } => Some((name.to_string(), def.clone())),
            AtomKind::Loaded { from, .. } => Some((name.to_string(), Expr::var(format!("load({from})").as_str()))),
            _ => None,
        })
        .collect()
}
