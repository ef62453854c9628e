//! Exact tree shapes and positions for the constructs Inductor writes. Snippets are
//! taken from the shared corpus where one exists.

use ia_parsers::py::*;

/// A compact S-expression of a tree, to compare whole shapes at a glance.
fn sx(e: &Expr) -> String {
    use ExprKind as K;
    let list = |v: &[Expr]| v.iter().map(sx).collect::<Vec<_>>().join(" ");
    match &e.kind {
        K::Name(n) => n.clone(),
        K::Int(v) => v.to_string(),
        K::BigInt(t) => format!("big:{t}"),
        K::Float(v) => format!("{v:?}"),
        K::Str(s) => format!("{s:?}"),
        K::Bool(b) => if *b { "True" } else { "False" }.to_owned(),
        K::None => "None".to_owned(),
        K::Ellipsis => "...".to_owned(),
        K::Attribute { value, attr } => format!("{}.{attr}", sx(value)),
        K::Call { func, args, keywords } => {
            let mut parts: Vec<String> = args.iter().map(sx).collect();
            parts.extend(keywords.iter().map(|k| format!("{}={}", k.name, sx(&k.value))));
            format!("(call {} [{}])", sx(func), parts.join(" "))
        }
        K::Subscript { value, items } => {
            let it: Vec<String> = items
                .iter()
                .map(|i| match i {
                    SubscriptItem::Index(e) => sx(e),
                    SubscriptItem::Slice { lower, upper, step } => {
                        let o = |x: &Option<Expr>| x.as_ref().map_or(String::new(), sx);
                        format!("{}:{}:{}", o(lower), o(upper), o(step))
                    }
                })
                .collect();
            format!("(sub {} [{}])", sx(value), it.join(" "))
        }
        K::BinOp { op, left, right } => format!("({op:?} {} {})", sx(left), sx(right)),
        K::UnaryOp { op, operand } => format!("({op:?} {})", sx(operand)),
        K::Compare { left, ops } => {
            let rest: Vec<String> = ops.iter().map(|(o, e)| format!("{o:?} {}", sx(e))).collect();
            format!("(cmp {} {})", sx(left), rest.join(" "))
        }
        K::BoolOp { op, values } => format!("({op:?} {})", list(values)),
        K::IfExp { test, body, orelse } => format!("(if {} {} {})", sx(test), sx(body), sx(orelse)),
        K::Tuple(v) => format!("(tuple {})", list(v)),
        K::List(v) => format!("[{}]", list(v)),
        K::Set(v) => format!("(set {})", list(v)),
        K::Dict(v) => {
            let kv: Vec<String> = v.iter().map(|(k, x)| format!("{}: {}", sx(k), sx(x))).collect();
            format!("{{{}}}", kv.join(", "))
        }
        K::Starred(x) => format!("*{}", sx(x)),
        K::DoubleStarred(x) => format!("**{}", sx(x)),
        K::Lambda { params, body } => format!("(lambda [{}] {})", params.join(" "), sx(body)),
        K::Comprehension(t) => format!("(comp {t:?})"),
    }
}

fn ex(src: &str) -> String {
    match parse_expr(src) {
        Ok(e) => sx(&e),
        Err(u) => panic!("{src:?} did not parse: {} ({})", u.reason, u.text),
    }
}

fn module(src: &str) -> Module {
    let m = parse_module(src);
    assert!(m.unsupported.is_empty(), "unsupported in {src:?}: {:?}", m.unsupported);
    m
}

fn sp(line: u32, col: u32) -> Span {
    Span { line, col }
}

fn assign_value(s: &Stmt) -> &Expr {
    match &s.kind {
        StmtKind::Assign { value, .. } => value,
        other => panic!("not an assignment: {other:?}"),
    }
}

#[test]
fn arithmetic_precedence_and_associativity() {
    assert_eq!(ex("a + b * c"), "(Add a (Mul b c))");
    assert_eq!(ex("a * b + c"), "(Add (Mul a b) c)");
    assert_eq!(ex("a - b - c"), "(Sub (Sub a b) c)");
    assert_eq!(ex("a // b % c * d"), "(Mul (Mod (FloorDiv a b) c) d)");
    assert_eq!(ex("a / b @ c"), "(MatMul (Div a b) c)");
    assert_eq!(ex("a | b ^ c & d << e + f"), "(BitOr a (BitXor b (BitAnd c (LShift d (Add e f)))))");
    assert_eq!(ex("a >> 2 << 1"), "(LShift (RShift a 2) 1)");
    assert_eq!(ex("(x2 // 32) % 4"), "(Mod (FloorDiv x2 32) 4)");
}

#[test]
fn power_binds_tighter_than_unary_on_its_left() {
    assert_eq!(ex("-2**2"), "(Neg (Pow 2 2))");
    assert_eq!(ex("2**-1"), "(Pow 2 (Neg 1))");
    assert_eq!(ex("2**3**2"), "(Pow 2 (Pow 3 2))");
    assert_eq!(ex("-x.y**2"), "(Neg (Pow x.y 2))");
    assert_eq!(ex("~a + -b"), "(Add (Invert a) (Neg b))");
    assert_eq!(ex("- - 1"), "(Neg (Neg 1))");
    assert_eq!(parse_expr("(-128)").unwrap().as_int(), Some(-128));
    assert_eq!(parse_expr("-(-128)").unwrap().as_int(), Some(128));
}

#[test]
fn boolean_and_comparison_chains() {
    assert_eq!(ex("a < b <= c"), "(cmp a Lt b Le c)");
    assert_eq!(ex("a is not b"), "(cmp a IsNot b)");
    assert_eq!(ex("a not in b"), "(cmp a NotIn b)");
    assert_eq!(ex("a in b == c"), "(cmp a In b Eq c)");
    assert_eq!(ex("a is b != c"), "(cmp a Is b Ne c)");
    assert_eq!(ex("x >= 0 and x > y or not z"), "(Or (And (cmp x Ge 0) (cmp x Gt y)) (Not z))");
    assert_eq!(ex("a or b or c"), "(Or a b c)");
    assert_eq!(ex("a and b and c or d"), "(Or (And a b c) d)");
    assert_eq!(ex("not a == b"), "(Not (cmp a Eq b))");
    assert_eq!(ex("not not a"), "(Not (Not a))");
    // The mm template's guard, from the corpus.
    assert_eq!(
        ex("((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1)"),
        "(And (Or (And (cmp stride_am Eq 1) (cmp stride_ak Eq M)) (And (cmp stride_am Eq K) (cmp stride_ak Eq 1))) (And (cmp M Ge BLOCK_M) (cmp K Gt 1)))"
    );
    assert_eq!(ex("(idx_m < M) & (idx_n < N)"), "(BitAnd (cmp idx_m Lt M) (cmp idx_n Lt N))");
}

#[test]
fn conditional_and_lambda() {
    assert_eq!(ex("x if c else y if d else z"), "(if c x (if d y z))");
    assert_eq!(ex("lambda: call(list(args))"), "(lambda [] (call call [(call list [args])]))");
    assert_eq!(
        ex("lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat)"),
        "(lambda [times repeat] (call benchmark_compiled_module [args times=times repeat=repeat]))"
    );
    assert_eq!(ex("lambda *a, k=1, **kw: a"), "(lambda [*a k **kw] a)");
    assert_eq!(ex("lambda x: x if x else -x"), "(lambda [x] (if x x (Neg x)))");
}

#[test]
fn subscripts_and_slices() {
    assert_eq!(ex("x[:, None]"), "(sub x [:: None])");
    assert_eq!(ex("tl.arange(0, XBLOCK)[None, :]"), "(sub (call tl.arange [0 XBLOCK]) [None ::])");
    assert_eq!(ex("x[1:3:2]"), "(sub x [1:3:2])");
    assert_eq!(ex("x[::2]"), "(sub x [::2])");
    assert_eq!(ex("x[a:]"), "(sub x [a::])");
    assert_eq!(ex("a[...]"), "(sub a [...])");
    assert_eq!(ex("x[i, j + 1]"), "(sub x [i (Add j 1)])");
    assert_eq!(ex("x[(0, 1)]"), "(sub x [(tuple 0 1)])");
    assert_eq!(ex("tl.sum(tmp6, 1)[:, None].to(tl.float32)"), "(call (sub (call tl.sum [tmp6 1]) [:: None]).to [tl.float32])");
    assert_eq!(ex("tl.arange(0, XBLOCK)[:]"), "(sub (call tl.arange [0 XBLOCK]) [::])");
}

#[test]
fn numbers() {
    assert_eq!(ex("0xFF_FF"), "65535");
    assert_eq!(ex("0o17 + 0b101"), "(Add 15 5)");
    assert_eq!(ex("1_000_000"), "1000000");
    assert_eq!(ex("9223372036854775808"), "9223372036854775808");
    assert_eq!(ex("170141183460469231731687303715884105727"), i128::MAX.to_string());
    assert_eq!(ex("170141183460469231731687303715884105728"), "big:170141183460469231731687303715884105728");
    assert_eq!(ex("1e-05"), "1e-5");
    assert_eq!(ex("0.7071067811865476"), "0.7071067811865476");
    assert_eq!(ex("1."), "1.0");
    assert_eq!(ex(".5"), "0.5");
    assert_eq!(ex("1E3"), "1000.0");
    assert_eq!(ex("-inf"), "(Neg inf)");
    assert!(parse_expr("1j").is_err());
    assert!(parse_expr("12abc").is_err());
}

#[test]
fn strings_prefixes_escapes_concatenation() {
    assert_eq!(parse_expr(r"'a\tb\n'").unwrap().as_str(), Some("a\tb\n"));
    assert_eq!(parse_expr(r"r'a\tb'").unwrap().as_str(), Some(r"a\tb"));
    assert_eq!(parse_expr(r#"Rb"\x41""#).unwrap().as_str(), Some(r"\x41"));
    assert_eq!(parse_expr(r#"b"\x41""#).unwrap().as_str(), Some("A"));
    assert_eq!(parse_expr(r"u'\u00e9'").unwrap().as_str(), Some("é"));
    assert_eq!(parse_expr("f'{x}!'").unwrap().as_str(), Some("{x}!"));
    assert_eq!(parse_expr(r#"'it\'s' "a" 'b'"#).unwrap().as_str(), Some("it'sab"));
    assert_eq!(parse_expr("'''a\n'b'\n'''").unwrap().as_str(), Some("a\n'b'\n"));
    assert_eq!(parse_expr("\"\"\"x\"\"\"").unwrap().as_str(), Some("x"));
    assert_eq!(parse_expr("('a'\n 'b')").unwrap().as_str(), Some("ab"));
    assert_eq!(ex("'#not a comment'"), "\"#not a comment\"");
}

#[test]
fn containers() {
    assert_eq!(ex("()"), "(tuple )");
    assert_eq!(ex("(a,)"), "(tuple a)");
    assert_eq!(ex("(a)"), "a");
    assert_eq!(ex("(s77, s27, 128)"), "(tuple s77 s27 128)");
    assert_eq!(ex("(128, )"), "(tuple 128)");
    assert_eq!(ex("a, b"), "(tuple a b)");
    assert_eq!(ex("[]"), "[]");
    assert_eq!(ex("[XBLOCK, R0_BLOCK]"), "[XBLOCK R0_BLOCK]");
    assert_eq!(ex("[1, *rest,]"), "[1 *rest]");
    assert_eq!(ex("{}"), "{}");
    assert_eq!(ex("{1, 2}"), "(set 1 2)");
    assert_eq!(ex("set()"), "(call set [])");
    assert_eq!(ex("{(0,): [['tt.divisibility', 16]]}"), "{(tuple 0): [[\"tt.divisibility\" 16]]}");
    assert_eq!(ex("{**a, 'k': 1}"), "{**a: a, \"k\": 1}");
    assert_eq!(ex("[x for x in y if x]"), "(comp \"[x for x in y if x]\")");
    assert_eq!(ex("{k: v for k, v in d.items()}"), "(comp \"{k: v for k, v in d.items()}\")");
    assert_eq!(ex("(x for x in y)"), "(comp \"(x for x in y)\")");
    assert_eq!(ex("sum(x for x in (1, 2))"), "(call sum [(comp \"(x for x in (1, 2))\")])");
    assert_eq!(ex("[(a, b) for a in [1, ']'] for b in c]"), "(comp \"[(a, b) for a in [1, ']'] for b in c]\")");
}

#[test]
fn calls() {
    assert_eq!(
        ex("triton_poi_fused_gelu_view_8.run(buf22, buf23, triton_poi_fused_gelu_view_8_xnumel, stream=stream0)"),
        "(call triton_poi_fused_gelu_view_8.run [buf22 buf23 triton_poi_fused_gelu_view_8_xnumel stream=stream0])"
    );
    assert_eq!(ex("f(*args, **kwargs)"), "(call f [*args **kwargs])");
    assert_eq!(ex("f(a, b=1,)"), "(call f [a b=1])");
    assert_eq!(ex("f(a == b, c)"), "(call f [(cmp a Eq b) c])");
    assert_eq!(ex("f()()"), "(call (call f []) [])");
    let e = parse_expr("tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)").unwrap();
    assert_eq!(e.keyword("other").map(sx), Some("0.0".to_owned()));
    assert_eq!(e.dotted_name(), None);
}

#[test]
fn decorator_dict_is_navigable() {
    let src = "{'signature': {'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, cc=90), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]}";
    let e = parse_expr(src).unwrap();
    let sig = e.dict_get("signature").expect("signature");
    assert_eq!(sig.dict_get("xnumel").and_then(Expr::as_str), Some("i32"));
    assert_eq!(e.dict_get("device").and_then(|d| d.keyword("cc")).and_then(Expr::as_int), Some(90));
    let ExprKind::List(configs) = &e.dict_get("configs").unwrap().kind else { panic!() };
    let ExprKind::Dict(entries) = &configs[0].kind else { panic!() };
    assert_eq!(sx(&entries[1].0), "(tuple 1)");
    assert_eq!(sx(&entries[1].1), "[[\"tt.divisibility\" 16]]");
}

#[test]
fn assignments() {
    let m = module(
        "a = b = 1\nprimals_1, primals_2 = args\nXBLOCK : tl.constexpr = 1024\nRBLOCK: tl.constexpr = R0_BLOCK\nx: int\nacc += tl.dot(a, b)\nx //= 2; y >>= 1; z **= 3; w @= v\nt = 1,\n",
    );
    let k: Vec<&StmtKind> = m.body.iter().map(|s| &s.kind).collect();
    match k[0] {
        StmtKind::Assign { targets, value } => {
            assert_eq!(targets.iter().map(sx).collect::<Vec<_>>(), ["a", "b"]);
            assert_eq!(sx(value), "1");
        }
        o => panic!("{o:?}"),
    }
    match k[1] {
        StmtKind::Assign { targets, value } => {
            assert_eq!(sx(&targets[0]), "(tuple primals_1 primals_2)");
            assert_eq!(targets[0].span, sp(2, 1));
            assert_eq!(sx(value), "args");
        }
        o => panic!("{o:?}"),
    }
    match k[2] {
        StmtKind::AnnAssign { target, annotation, value } => {
            assert_eq!((sx(target), sx(annotation)), ("XBLOCK".to_owned(), "tl.constexpr".to_owned()));
            assert_eq!(value.as_ref().and_then(Expr::as_int), Some(1024));
        }
        o => panic!("{o:?}"),
    }
    assert!(matches!(k[3], StmtKind::AnnAssign { value: Some(v), .. } if v.as_name() == Some("R0_BLOCK")));
    assert!(matches!(k[4], StmtKind::AnnAssign { value: None, .. }));
    match k[5] {
        StmtKind::AugAssign { target, op, value } => {
            assert_eq!((sx(target), *op, sx(value)), ("acc".to_owned(), BinOp::Add, "(call tl.dot [a b])".to_owned()));
        }
        o => panic!("{o:?}"),
    }
    let ops: Vec<BinOp> = k[6..10]
        .iter()
        .map(|s| match s {
            StmtKind::AugAssign { op, .. } => *op,
            o => panic!("{o:?}"),
        })
        .collect();
    assert_eq!(ops, [BinOp::FloorDiv, BinOp::RShift, BinOp::Pow, BinOp::MatMul]);
    assert_eq!(sx(assign_value(&m.body[10])), "(tuple 1)");
}

#[test]
fn semicolon_statements_with_reuse_comment() {
    let src = "            buf3 = reinterpret_tensor(buf1, (s77, s27, 1), (s27, 1, 1), 0); del buf1  # reuse\n";
    let m = module(src);
    assert_eq!(m.body.len(), 2);
    assert_eq!(m.body[0].span, sp(1, 13));
    assert_eq!(sx(assign_value(&m.body[0])), "(call reinterpret_tensor [buf1 (tuple s77 s27 1) (tuple s27 1 1) 0])");
    assert_eq!(m.body[1].span, sp(1, 77));
    match &m.body[1].kind {
        StmtKind::Del(v) => assert_eq!(v.iter().map(sx).collect::<Vec<_>>(), ["buf1"]),
        o => panic!("{o:?}"),
    }
    let m = module("a = 1; b = 2;\n");
    assert_eq!(m.body.len(), 2);
}

#[test]
fn compound_statements() {
    let src = "\
if M * N == 0:
    # early exit due to zero-size input(s)
    return
elif x: pass
else:
    y = 1
for fn, c in zip(fns, self.partitions):
    new_callables.append(fn(c))
while i < n: i += 1; continue
with torch.cuda._DeviceGuard(0), open(p) as f, ctx() as (a, b):
    torch.cuda.set_device(0)
try:
    import x
except ImportError as e:
    x = None
except:
    raise
else:
    pass
finally:
    del x
class Runner(Base, object):
    def __init__(self, partitions):
        self.partitions = partitions
global a, b
assert x, 'msg'
raise ValueError('bad') from None
";
    let m = module(src);
    let k: Vec<&StmtKind> = m.body.iter().map(|s| &s.kind).collect();
    match k[0] {
        StmtKind::If { test, body, orelse } => {
            assert_eq!(sx(test), "(cmp (Mul M N) Eq 0)");
            assert_eq!(body.len(), 1);
            assert_eq!(body[0].span, sp(3, 5));
            assert!(matches!(body[0].kind, StmtKind::Return(None)));
            assert_eq!(orelse.len(), 1);
            assert_eq!(orelse[0].span, sp(4, 1));
            match &orelse[0].kind {
                StmtKind::If { test, body, orelse } => {
                    assert_eq!(sx(test), "x");
                    assert!(matches!(body[..], [Stmt { kind: StmtKind::Pass, .. }]));
                    assert!(matches!(orelse[..], [Stmt { kind: StmtKind::Assign { .. }, span: Span { line: 6, col: 5 } }]));
                }
                o => panic!("{o:?}"),
            }
        }
        o => panic!("{o:?}"),
    }
    match k[1] {
        StmtKind::For { target, iter, body } => {
            assert_eq!(sx(target), "(tuple fn c)");
            assert_eq!(sx(iter), "(call zip [fns self.partitions])");
            assert_eq!(body.len(), 1);
        }
        o => panic!("{o:?}"),
    }
    match k[2] {
        StmtKind::While { test, body } => {
            assert_eq!(sx(test), "(cmp i Lt n)");
            assert!(matches!(body[..], [Stmt { kind: StmtKind::AugAssign { .. }, .. }, Stmt { kind: StmtKind::Continue, .. }]));
        }
        o => panic!("{o:?}"),
    }
    match k[3] {
        StmtKind::With { items, body } => {
            let items: Vec<String> = items.iter().map(sx).collect();
            assert_eq!(items, ["(call torch.cuda._DeviceGuard [0])", "(tuple (call open [p]) f)", "(tuple (call ctx []) (tuple a b))"]);
            assert_eq!(body.len(), 1);
        }
        o => panic!("{o:?}"),
    }
    match k[4] {
        StmtKind::Try { body, handlers } => {
            assert!(matches!(body[..], [Stmt { kind: StmtKind::Import(_), .. }]));
            let kinds: Vec<String> = handlers.iter().map(|s| format!("{:?}", std::mem::discriminant(&s.kind))).collect();
            assert_eq!(kinds.len(), 4, "except, except, else and finally bodies: {handlers:?}");
            assert!(matches!(handlers[3].kind, StmtKind::Del(_)));
        }
        o => panic!("{o:?}"),
    }
    match k[5] {
        StmtKind::ClassDef { name, bases, body } => {
            assert_eq!(name, "Runner");
            assert_eq!(bases.iter().map(sx).collect::<Vec<_>>(), ["Base", "object"]);
            assert!(matches!(&body[0].kind, StmtKind::FunctionDef { name, params, .. } if name == "__init__" && params.len() == 2));
        }
        o => panic!("{o:?}"),
    }
    assert!(matches!(k[6], StmtKind::Global(v) if v == &["a", "b"]));
    assert!(matches!(k[7], StmtKind::Assert { msg: Some(_), .. }));
    assert!(matches!(k[8], StmtKind::Raise(Some(e)) if sx(e) == "(call ValueError [\"bad\"])"));
}

#[test]
fn imports() {
    let m = module(
        "from ctypes import c_void_p, c_long, c_int\nimport triton.language as tl\nfrom torch._inductor.runtime.triton_helpers import libdevice, math as tl_math\nfrom . import (a as b,\n    c,)\nfrom ..x import *\nimport os, sys as system\n",
    );
    type Triple = (String, Option<String>, Option<String>);
    let names: Vec<Vec<Triple>> = m
        .body
        .iter()
        .map(|s| match &s.kind {
            StmtKind::Import(v) => v.iter().map(|n| (n.module.clone(), n.name.clone(), n.alias.clone())).collect(),
            o => panic!("{o:?}"),
        })
        .collect();
    let t = |m: &str, n: Option<&str>, a: Option<&str>| (m.to_owned(), n.map(str::to_owned), a.map(str::to_owned));
    assert_eq!(names[0], vec![t("ctypes", Some("c_void_p"), None), t("ctypes", Some("c_long"), None), t("ctypes", Some("c_int"), None)]);
    assert_eq!(names[1], vec![t("triton.language", None, Some("tl"))]);
    assert_eq!(names[2][1], t("torch._inductor.runtime.triton_helpers", Some("math"), Some("tl_math")));
    assert_eq!(names[3], vec![t(".", Some("a"), Some("b")), t(".", Some("c"), None)]);
    assert_eq!(names[4], vec![t("..x", Some("*"), None)]);
    assert_eq!(names[5], vec![t("os", None, None), t("sys", None, Some("system"))]);
}

#[test]
fn function_params() {
    let m = module("def f(a, b: int = 2, *args, c, d=3, **kwargs) -> None:\n    pass\ndef g(x, /, *, y): pass\n");
    let StmtKind::FunctionDef { params, .. } = &m.body[0].kind else { panic!() };
    let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "*args", "c", "d", "**kwargs"]);
    assert_eq!(params[1].annotation.as_ref().map(sx), Some("int".to_owned()));
    assert_eq!(params[1].default.as_ref().and_then(Expr::as_int), Some(2));
    let StmtKind::FunctionDef { params, body, .. } = &m.body[1].kind else { panic!() };
    assert_eq!(params.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["x", "/", "*", "y"]);
    assert!(matches!(body[..], [Stmt { kind: StmtKind::Pass, .. }]));
}

#[test]
fn decorated_kernel_with_multiline_dict() {
    let src = "\
@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'},
        'constants': {}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
";
    let m = module(src);
    assert_eq!(m.body.len(), 1);
    let StmtKind::FunctionDef { name, params, decorators, body } = &m.body[0].kind else { panic!() };
    assert_eq!(m.body[0].span, sp(9, 1));
    assert_eq!(name, "triton_poi_fused_gelu_view_8");
    assert_eq!(decorators.len(), 2);
    assert_eq!(decorators[0].span, sp(1, 2));
    assert_eq!(decorators[1].span, sp(8, 2));
    assert_eq!(decorators[1].dotted_name().as_deref(), Some("triton.jit"));
    let size_hints = decorators[0].keyword("size_hints").unwrap();
    assert_eq!(size_hints.span, sp(2, 16));
    assert_eq!(size_hints.dict_get("x").and_then(Expr::as_int), Some(16384));
    let meta = decorators[0].keyword("triton_meta").unwrap();
    assert_eq!(meta.dict_get("constants").map(|c| c.span), Some(sp(5, 22)));
    assert_eq!(decorators[0].keyword("min_elem_per_thread").map(|e| e.span), Some(sp(6, 25)));
    assert_eq!(params[3].name, "XBLOCK");
    assert_eq!(params[3].annotation.as_ref().and_then(Expr::dotted_name).as_deref(), Some("tl.constexpr"));
    assert_eq!(body.len(), 3);
    assert_eq!(body[2].span, sp(12, 5));
}

#[test]
fn line_tracking_through_triple_quoted_strings() {
    let src = "k = f('''\n1\n2\n3\n4\n5\n6\n7\n8\n9\n''')\nafter = g(x)\n  # comment\ny = \"a\\\nb\"\nz = 1\n";
    let m = module(src);
    assert_eq!(m.body.len(), 4);
    assert_eq!(m.body[1].span, sp(12, 1));
    assert_eq!(assign_value(&m.body[1]).span, sp(12, 9));
    if let ExprKind::Call { args, .. } = &assign_value(&m.body[1]).kind {
        assert_eq!(args[0].span, sp(12, 11));
    }
    assert_eq!(assign_value(&m.body[2]).as_str(), Some("ab"));
    assert_eq!(m.body[3].span, sp(16, 1));
    let k = assign_value(&m.body[0]);
    let ExprKind::Call { args, .. } = &k.kind else { panic!() };
    assert_eq!(args[0].span, sp(1, 7));
    assert_eq!(string_content_start(src, args[0].span), Some(sp(1, 10)));
}

#[test]
fn continuation_lines_and_comments_inside_brackets() {
    let src = "x = (a +  # first\n     b) \\\n    * c\nif (x and\n        y): z = 1\n";
    let m = module(src);
    assert_eq!(m.body.len(), 2);
    let v = assign_value(&m.body[0]);
    assert_eq!(sx(v), "(Mul (Add a b) c)");
    if let ExprKind::BinOp { left, right, .. } = &v.kind {
        assert_eq!(left.span, sp(1, 6));
        assert_eq!(right.span, sp(3, 7));
        if let ExprKind::BinOp { right: b, .. } = &left.kind {
            assert_eq!(b.span, sp(2, 6));
        }
    }
    let StmtKind::If { body, .. } = &m.body[1].kind else { panic!() };
    assert_eq!(body[0].span, sp(5, 13));
}

#[test]
fn tabs_count_to_multiples_of_eight() {
    let m = module("if x:\n\ty = 1\n        z = 2\nw = 3\n");
    assert_eq!(m.body.len(), 2);
    let StmtKind::If { body, .. } = &m.body[0].kind else { panic!() };
    assert_eq!(body.len(), 2);
    assert_eq!(body[0].span, sp(2, 2));
}

#[test]
fn columns_count_characters() {
    let m = module("s = 'héllo' + x  # ünïcode\nnäme = 1\n");
    let v = assign_value(&m.body[0]);
    let ExprKind::BinOp { right, .. } = &v.kind else { panic!() };
    assert_eq!(right.span, sp(1, 15));
    let StmtKind::Assign { targets, .. } = &m.body[1].kind else { panic!() };
    assert_eq!(targets[0].as_name(), Some("näme"));
}

#[test]
fn content_start_of_prefixed_literals() {
    let src = "cpp_fused_0 = async_compile.cpp_pybinding(['const float*'], r'''\n#include <x>\n''')\ns = rb\"ab\"\n";
    let m = module(src);
    let ExprKind::Call { args, .. } = &assign_value(&m.body[0]).kind else { panic!() };
    assert_eq!(args[1].as_str(), Some("\n#include <x>\n"));
    assert_eq!(string_content_start(src, args[1].span), Some(sp(1, 65)));
    let origin = string_content_start(src, args[1].span).unwrap();
    assert_eq!(shift_span(origin, sp(2, 2)), sp(2, 2));
    assert_eq!(shift_span(origin, sp(1, 1)), origin);
    assert_eq!(string_content_start(src, assign_value(&m.body[1]).span), Some(sp(4, 8)));
}

#[test]
fn expression_positions() {
    let e = parse_expr("  f(a,\n    b[1])").unwrap();
    assert_eq!(e.span, sp(1, 3));
    let ExprKind::Call { args, .. } = &e.kind else { panic!() };
    assert_eq!(args[1].span, sp(2, 5));
    let err = parse_expr("a +").unwrap_err();
    assert_eq!(err.span, sp(1, 1));
    assert!(err.reason.contains("1:4"), "{}", err.reason);
    assert!(parse_expr("a b").is_err());
    assert!(parse_expr("").is_err());
}

#[test]
fn recovery_keeps_going_after_bad_statements() {
    let src = "a = 1; b = ); c = 3\nd = = 2\nif (:\n    inside = 1\nelse:\n    inside = 2\ne = 5\n    f = 6\n        g = 7\nh = 8\nelse:\n    i = 9\nmatch x:\n    case 1: pass\nj = 10\n";
    let m = parse_module(src);
    let names: Vec<String> = m
        .body
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::Assign { targets, .. } => targets[0].as_name().map(str::to_owned),
            _ => None,
        })
        .collect();
    assert_eq!(names, ["a", "c", "e", "h", "j"]);
    let u: Vec<(u32, u32, &str)> = m.unsupported.iter().map(|u| (u.span.line, u.span.col, u.text.as_str())).collect();
    assert_eq!(u, [(1, 8, "b = )"), (2, 1, "d = = 2"), (3, 1, "if (:"), (8, 5, "f = 6"), (11, 1, "else:"), (13, 1, "match x:"),]);
    assert!(m.unsupported[0].reason.contains("1:12"), "{}", m.unsupported[0].reason);
}

#[test]
fn loop_else_and_async_are_reported() {
    let m = parse_module("for x in y:\n    pass\nelse:\n    z = 1\nasync def f():\n    pass\nw = 2\n");
    assert_eq!(m.body.len(), 2);
    assert_eq!(m.unsupported.len(), 2);
    assert_eq!(m.unsupported[0].span, sp(3, 1));
    assert_eq!(m.unsupported[1].span, sp(5, 1));
}

#[test]
fn indented_fragment_parses_at_its_own_indentation() {
    let m = module("    x = 1\n    if x:\n        y = 2\n");
    assert_eq!(m.body.len(), 2);
    assert_eq!(m.body[0].span, sp(1, 5));
}

#[test]
fn wrapper_tail_from_corpus() {
    let src = "\
runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 2
    primals_3 = rand_strided((2, 50, 128), (6400, 128, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == \"__main__\":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
";
    let m = module(src);
    assert_eq!(m.body.len(), 6);
    let StmtKind::FunctionDef { name, body, .. } = &m.body[3].kind else { panic!() };
    assert_eq!(name, "get_args");
    assert_eq!(body[2].span, sp(9, 5));
    assert_eq!(sx(assign_value(&body[2])), "(call rand_strided [(tuple 2 50 128) (tuple 6400 128 1) device=\"cuda:0\" dtype=torch.float32])");
    let StmtKind::If { test, .. } = &m.body[5].kind else { panic!() };
    assert_eq!(sx(test), "(cmp __name__ Eq \"__main__\")");
    let StmtKind::FunctionDef { params, .. } = &m.body[4].kind else { panic!() };
    assert_eq!(params[1].default.as_ref().and_then(Expr::as_int), Some(10));
}

#[test]
fn nodes_start_where_their_text_starts_parentheses_included() {
    let e = parse_expr("(a + b) * c").unwrap();
    assert_eq!(e.span, sp(1, 1));
    let ExprKind::BinOp { left, .. } = &e.kind else { panic!() };
    assert_eq!(left.span, sp(1, 2));
    assert_eq!(parse_expr("(a).b(c)[0]").unwrap().span, sp(1, 1));
    assert_eq!(parse_expr("x + (y) if c else z").unwrap().span, sp(1, 1));
    assert_eq!(parse_expr(" ((2)) ** 3").unwrap().span, sp(1, 2));
    assert_eq!(parse_expr("(a) < b").unwrap().span, sp(1, 1));
    let m = module("(a), b = t\n");
    let StmtKind::Assign { targets, .. } = &m.body[0].kind else { panic!() };
    assert_eq!(targets[0].span, sp(1, 1));
    let ExprKind::Tuple(items) = &targets[0].kind else { panic!() };
    assert_eq!(items[0].span, sp(1, 2));
}

/// Python's integers have no bound: a literal past i128 is kept as its text, not refused.
#[test]
fn integer_literals_beyond_128_bits_are_kept() {
    let e = parse_expr("170141183460469231731687303715884105727 + 170_141_183_460_469_231_731_687_303_715_884_105_728 * 0xffffffffffffffffffffffffffffffffff").expect("parses");
    assert_eq!(sx(&e), "(Add 170141183460469231731687303715884105727 (Mul big:170141183460469231731687303715884105728 big:0xffffffffffffffffffffffffffffffffff))");
}
