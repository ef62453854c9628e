//! IA108 and IA109 on captured CPU output of torch 2.15.0 (x86-64), programs and what they
//! printed (eager vs compiled) in `tests/fixtures/int_values/` (see its README).

use std::path::PathBuf;
use std::sync::Arc;

use inductor_audit::check::{self, CheckOptions};
use inductor_audit::input::{self, CacheIndex};
use inductor_audit::model;
use inductor_audit::report::{Finding, Severity};

fn fixture(name: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/int_values").join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Every finding of the whole audit on one captured log.
fn audit(name: &str, text: String) -> Vec<Finding> {
    let mut out = Vec::new();
    for src in input::module_from_text(name, text) {
        let m = model::build_module(Arc::new(src), &CacheIndex::default());
        out.extend(check::check_module(&m, &CheckOptions::default()).0);
    }
    out
}

fn values(stdout: &str, which: &str) -> Vec<i128> {
    let line = stdout.lines().find(|l| l.starts_with(which)).unwrap_or_else(|| panic!("{which}: {stdout}"));
    let list = &line[line.find('[').expect("a list") + 1..line.rfind(']').expect("a list")];
    list.split(',').map(|v| v.trim().parse().expect("an integer")).collect()
}

const I64_MAX: i128 = i64::MAX as i128;

#[test]
fn arange_plus_near_max_is_reported_at_the_lane_where_eager_wraps() {
    let found = audit("add_near_max.log", fixture("add_near_max.log"));
    let [f] = found.as_slice() else { panic!("{found:#?}") };
    assert_eq!((f.rule, f.severity), ("IA109", Severity::Error));
    assert_eq!((f.evidence.lane, f.evidence.offset, f.evidence.extent), (Some(5), Some(I64_MAX + 1), Some(I64_MAX)));
    assert!(f.source_line.as_deref().unwrap_or("").contains("VectorizedN<int64_t,2>::arange(tmp2, 1)"), "{f:#?}");
    assert!(f.message.contains("wraps to -9223372036854775808"), "{}", f.message);
    // The program's output: eager wraps from index 5 on; the compiled kernel (undefined
    // behaviour) restarts at index 8.
    let out = fixture("add_near_max.stdout");
    let (c, e) = (values(&out, "compiled"), values(&out, "eager"));
    assert_eq!(e[5], i64::MIN as i128);
    assert_ne!(c[8], e[8]);
    assert_eq!(c[8], I64_MAX - 4);
}

#[test]
fn a_scalar_int64_expression_past_the_limit_is_reported_at_its_first_element() {
    let found = audit("square_near_max.log", fixture("square_near_max.log"));
    let [f] = found.as_slice() else { panic!("{found:#?}") };
    assert_eq!(f.rule, "IA109");
    assert_eq!(f.evidence.indices.get("x0"), Some(&5));
    assert!(f.source_line.as_deref().unwrap_or("").contains("9223372006630245025L + static_cast<int64_t>(x0*x0) + 6074000990L*x0"), "{f:#?}");
    // Eager's wrapped value at index 5 is what the message names.
    let e = values(&fixture("square_near_max.stdout"), "eager");
    assert!(f.message.contains(&format!("wraps to {}", e[5])), "{} vs {}", f.message, e[5]);
}

#[test]
fn arange_lanes_of_a_2_pow_62_step_are_reported() {
    let found = audit("arange_times_2pow62.log", fixture("arange_times_2pow62.log"));
    let [f] = found.as_slice() else { panic!("{found:#?}") };
    assert_eq!((f.rule, f.evidence.lane, f.evidence.offset), ("IA109", Some(2), Some(I64_MAX + 1)));
}

#[test]
fn floor_and_truncating_division_as_inductor_emits_them_stay_silent() {
    // Every compiled result equals eager (the `.stdout` files), and nothing is reported.
    for name in ["div_mod_loaded", "div_mod_arange", "fmod_shifted_arange", "fmod_as_index"] {
        let found = audit(&format!("{name}.log"), fixture(&format!("{name}.log")));
        assert!(found.iter().all(|f| f.severity != Severity::Error), "{name}: {found:#?}");
        assert!(found.iter().all(|f| f.rule != "IA108" && f.rule != "IA109"), "{name}: {found:#?}");
    }
    for name in ["div_mod_loaded", "div_mod_arange"] {
        let out = fixture(&format!("{name}.stdout"));
        assert!(out.lines().filter(|l| !l.starts_with("rc=")).all(|l| l.contains(" same ")), "{name}: {out}");
    }
    // fmod of an index value used as an index: a C `%` of a negative dividend in a load,
    // right because fmod truncates (the program's compiled and eager results are equal).
    assert!(fixture("fmod_as_index.log").contains("in_ptr0[static_cast<int64_t>(5L + ((static_cast<int64_t>((-10L) + x0) % static_cast<int64_t>(3L))))]"));
    let out = fixture("fmod_as_index.stdout");
    assert_eq!(values(&out, "compiled"), values(&out, "eager"));
    // The C `%` of `torch.fmod(arange(-10, 10), 3)` is in the kernel, on a value.
    assert!(fixture("div_mod_arange.log").contains("((-10L) + x0 + x0_inner) % static_cast<int64_t>(3L)"));
}

#[test]
fn a_planted_negative_dividend_in_a_captured_index_is_reported() {
    // The load of `div_mod_loaded` with its index shifted by -5 and wrapped the way the
    // printer writes ModularIndexing(x0 - 5, 2, 18): at x0 = 0 the floor quotient is -3, and
    // C's -3 % 18 is -3 where the floor remainder is 15.
    let log = fixture("div_mod_loaded.log");
    let load = "in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16)";
    assert!(log.contains(load), "the fixture changed");
    let planted = log.replacen(load, "in_ptr0 + static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((-5L) + x0), static_cast<int64_t>(2L))) % static_cast<int64_t>(18L))), static_cast<int64_t>(16)", 1);
    let found: Vec<Finding> = audit("planted.log", planted).into_iter().filter(|f| f.rule == "IA108").collect();
    let [f] = found.as_slice() else { panic!("{found:#?}") };
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(-3), Some(15)));
}

fn sample_log(name: &str) -> String {
    use std::io::Read;
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples").join(name).join("output_code.log.gz");
    let mut s = String::new();
    flate2::read::MultiGzDecoder::new(std::fs::File::open(&p).expect("sample log")).read_to_string(&mut s).expect("gzip text");
    s
}

#[test]
fn a_triton_index_variable_with_a_negative_dividend_is_reported_at_the_launch_size() {
    // `cat_stack`'s Triton kernel takes `xnumel` as a parameter (4096 at its launch) and
    // splits `xindex` with `x1 = xindex // 59`; clean, it stays silent.
    let log = sample_log("cat_stack");
    let line = "x1 = xindex // 59";
    assert!(log.contains(line), "the sample changed");
    assert!(audit("cat_stack.log", log.clone()).iter().all(|f| f.rule != "IA108"));
    // Planted: a floor division whose dividend is negative for the first 30 elements.
    let planted = log.replacen(line, "x1 = ((-30) + xindex) // 59", 1);
    let found: Vec<Finding> = audit("cat_stack.log", planted).into_iter().filter(|f| f.rule == "IA108").collect();
    let [f] = found.as_slice() else { panic!("{found:#?}") };
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(0), Some(-1)));
    assert_eq!(f.evidence.indices.get("xindex"), Some(&0));
    assert!(f.source_line.as_deref().unwrap_or("").contains("((-30) + xindex) // 59"), "{f:#?}");
}

#[test]
fn a_cat_load_whose_dividend_is_negative_only_outside_its_mask_stays_silent() {
    // `attention_block_dynamic` (a real 2.x CUDA dump in the corpus): its `cat` kernel loads
    // `in_ptr2 + (.. ((-256) + x2) // 32 ..)` under `tmp11 & xmask & ymask` (x2 >= 256).
    use std::io::Read;
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/corpus/attention_block_dynamic/output_code.log.gz");
    let mut log = String::new();
    flate2::read::MultiGzDecoder::new(std::fs::File::open(&p).expect("corpus log")).read_to_string(&mut log).expect("gzip text");
    assert!(log.contains("((((-256) + x2) // 32) % 4)"), "the fixture changed");
    let found = audit("attention_block_dynamic.log", log);
    assert!(found.iter().all(|f| f.rule != "IA108" && f.rule != "IA109"), "{found:#?}");
}
