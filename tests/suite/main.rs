//! The integration tests, one crate: each module was its own test binary before; one binary
//! links the library once, which keeps the edit-test loop short.

mod adversarial_sharing;
mod blind_mutants;
mod campaign_false_alarms;
mod cli_exit_codes;
mod configs_corpus;
mod configs_per_release;
mod configs_torch_oracle;
mod confirm_plans;
mod cpp_bounds;
mod cpp_int_overflow;
mod diagnose_synthetic;
mod float_index;
mod fuzz_bounded;
mod gate_e2e;
mod guards;
mod int_values;
mod layers;
mod model_facts;
mod prover_ranges;
mod release_forms;
mod releases;
mod releases_triton;
mod report_formats;
mod report_html_browser;
mod robustness;
mod samples;
mod storage_checks;
mod sym_canonical;
mod sym_from_py;
mod sym_property;
mod triton_mutants;
mod triton_rules;
mod verdicts_stable;
mod views_everywhere;
mod wrapper_mutants;
