//! Every rule the tool checks, one file each (ruff's layout): the file holds the rule's
//! `Rule` constant (code, name, default severity, summary, and the explanation `explain`
//! prints), and, where the decision is self-contained (the storage rules over the
//! wrapper's views and launches, IA105 in C++, IA191), the decision and its fixture test.
//! Rules decided inside the Triton or C++ access machinery hold their doc and constant
//! here and are named from there.
//!
//! Adding a rule: a new file here, its `mod` line and its line in [`ALL`]; the README's
//! rule table is checked against [`ALL`] by a test, which also keeps codes unique and sorted.

pub mod ia101_load_out_of_bounds;
pub mod ia102_store_out_of_bounds;
pub mod ia104_indirect_index_unguarded;
pub mod ia105_int32_index_overflow;
pub mod ia106_local_buffer_out_of_bounds;
pub mod ia107_argument_dtype_mismatch;
pub mod ia108_truncating_integer_division;
pub mod ia109_int64_value_overflow;
pub mod ia110_vector_tail_overread;
pub mod ia111_unchecked_size_relation;
pub mod ia112_thread_team_exceeds_array;
pub mod ia190_bounds_unproven;
pub mod ia191_access_unanalysed;
pub mod ia201_view_out_of_storage;
pub mod ia202_autotune_clone_out_of_storage;
pub mod ia203_negative_stride;
pub mod ia204_overlapping_write;
pub mod ia205_misaligned_pointer_claim;
pub mod ia206_integer_divisibility_claim;
pub mod ia207_out_shape_mismatch;
pub mod ia290_storage_unproven;
pub mod ia301_index_check_misplaced;
pub mod ia302_check_throws_in_parallel_region;
pub mod ia303_cpp_indirect_index_unguarded;

pub use crate::diagnostics::Rule;

/// Sorted by code (`rules` prints them in this order; a test keeps it so and the codes
/// unique).
pub const ALL: &[Rule] = &[
    ia101_load_out_of_bounds::LOAD_OOB,
    ia102_store_out_of_bounds::STORE_OOB,
    ia104_indirect_index_unguarded::INDIRECT_UNGUARDED,
    ia105_int32_index_overflow::INT32_OVERFLOW,
    ia106_local_buffer_out_of_bounds::LOCAL_BUFFER_OOB,
    ia107_argument_dtype_mismatch::ARGUMENT_DTYPE,
    ia108_truncating_integer_division::TRUNCATING_DIVISION,
    ia109_int64_value_overflow::INT64_OVERFLOW,
    ia110_vector_tail_overread::TAIL_OVERREAD,
    ia111_unchecked_size_relation::UNCHECKED_SIZE_RELATION,
    ia112_thread_team_exceeds_array::THREAD_TEAM_EXCEEDS_ARRAY,
    ia190_bounds_unproven::BOUNDS_UNPROVEN,
    ia191_access_unanalysed::ACCESS_UNANALYSED,
    ia201_view_out_of_storage::VIEW_OUT_OF_STORAGE,
    ia202_autotune_clone_out_of_storage::AUTOTUNE_CLONE_OOB,
    ia203_negative_stride::NEGATIVE_STRIDE,
    ia204_overlapping_write::OVERLAPPING_WRITE,
    ia205_misaligned_pointer_claim::MISALIGNED_POINTER,
    ia206_integer_divisibility_claim::DIVISIBILITY_CLAIM,
    ia207_out_shape_mismatch::OUT_SHAPE_MISMATCH,
    ia290_storage_unproven::STORAGE_UNPROVEN,
    ia301_index_check_misplaced::CPP_GUARD_PLACEMENT,
    ia302_check_throws_in_parallel_region::CPP_CHECK_IN_PARALLEL,
    ia303_cpp_indirect_index_unguarded::CPP_INDIRECT_UNGUARDED,
];

/// The rule a code (any case) or a name selects.
pub fn find(code: &str) -> Option<&'static Rule> {
    ALL.iter().find(|r| r.code.eq_ignore_ascii_case(code) || r.name == code)
}
