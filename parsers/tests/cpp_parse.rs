//! The tree the C++ parser builds, on lines taken from real Inductor kernels.

use ia_parsers::cpp::{self, BinOp, CExpr, CExprKind, CastKind, Init, Stmt, StmtKind, TemplateArg, UnaryOp};

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/data/cpp/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Parses `body` as the body of a kernel with the given parameters.
fn body(params: &str, body: &str) -> Vec<Stmt> {
    let src = format!("extern \"C\" void kernel({params})\n{{\n{body}\n}}\n");
    let parsed = cpp::parse_kernel(&src);
    assert!(parsed.unsupported.is_empty(), "{:#?}", parsed.unsupported);
    assert_eq!(parsed.kernels.len(), 1);
    parsed.kernels.into_iter().next().map(|k| k.body).unwrap_or_default()
}

fn expr(src: &str) -> CExpr {
    cpp::parse_expr(src).unwrap_or_else(|e| panic!("{src}: {e:?}"))
}

fn int(e: &CExpr) -> (i128, &str) {
    match &e.kind {
        CExprKind::Int { value, suffix } => (*value, &**suffix),
        other => panic!("not an int: {other:?}"),
    }
}

#[test]
fn kernel_signature() {
    let parsed = cpp::parse_kernel(&fixture("corpus_cpu_pointwise_pad_dynamic.cpp"));
    assert!(parsed.unsupported.is_empty());
    assert_eq!(parsed.directives.len(), 1);
    assert_eq!(parsed.directives[0].include(), Some("torch/csrc/inductor/cpp_prefix.h"));
    let k = &parsed.kernels[0];
    assert_eq!(k.name, "kernel");
    assert!(k.extern_c);
    assert_eq!(k.return_type.base, "void");
    let p: Vec<(&str, &str, bool, Option<&str>)> = k.params.iter().map(|p| (p.name.as_str(), &*p.ty.text, p.is_const, p.elem_ty.as_deref())).collect();
    assert_eq!(
        p,
        vec![
            ("in_ptr0", "const float*", true, Some("float")),
            ("out_ptr0", "float*", false, Some("float")),
            ("ks0", "const int64_t", true, None),
            ("ks1", "const int64_t", true, None),
            ("ks2", "const int64_t", true, None),
        ]
    );
    assert_eq!(k.params[2].span.line, 4);
    assert_eq!(k.params[2].span.col, 24);
}

#[test]
fn omp_parallel_region_and_loop_pragmas() {
    let parsed = cpp::parse_kernel(&fixture("corpus_cpu_pointwise_pad_dynamic.cpp"));
    let k = &parsed.kernels[0];
    let StmtKind::OmpRegion { pragma, body } = &k.body[0].kind else { panic!("expected an omp region, got {:?}", k.body[0].kind) };
    assert_eq!(pragma, "omp parallel num_threads(16)");
    assert_eq!((k.body[0].span.line, k.body[0].span.col), (8, 5));
    let StmtKind::Block(region) = &body.kind else { panic!("region body is a block") };
    assert!(matches!(&region[0].kind, StmtKind::Decl { name, .. } if name == "tid"));
    let StmtKind::Block(inner) = &region[1].kind else { panic!("inner block") };
    let StmtKind::For { pragmas, var, var_ty, init, cond, step, body } = &inner[0].kind else { panic!("for loop") };
    assert_eq!(pragmas, &vec!["omp for".to_string()]);
    assert_eq!(var.as_deref(), Some("x0"));
    assert_eq!(var_ty.as_ref().map(|t| &*t.base), Some("int64_t"));
    // init keeps the cast as written; the views strip it.
    let init = init.as_ref().expect("init");
    assert!(matches!(&init.kind, CExprKind::Cast { kind: CastKind::Static, ty, .. } if ty.base == "int64_t"));
    assert_eq!(int(init.strip_int_casts()), (0, "L"));
    assert_eq!(cond.as_ref().map(ToString::to_string).as_deref(), Some("x0 < static_cast<int64_t>(3L * ks0)"));
    assert_eq!(step.as_ref().map(ToString::to_string).as_deref(), Some("x0 += static_cast<int64_t>(1L)"));
    let StmtKind::Block(b) = &body.kind else { panic!("loop body") };
    let StmtKind::For { pragmas, .. } = &b[0].kind else { panic!("nested loop") };
    assert_eq!(pragmas, &vec!["GCC ivdep".to_string()]);
}

#[test]
fn lambdas_decltype_and_template_member_calls() {
    let stmts = body(
        "const float* in_ptr0",
        r#"
auto tmp20 = [&]
{
    auto tmp21 = tmp19.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1L) + x2));
    return tmp21;
}
;
auto tmp24 =
[&]
{
    if (tmp19.all_zero())
    {
        return at::vec::Vectorized<float>(static_cast<float>(0.0));
    }
    else
    {
        auto tmp22 = tmp20();
        return decltype(tmp22)::blendv(tmp23, tmp22, tmp19.template cast<float,1>());
    }
}
()
;
auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
"#,
    );
    assert_eq!(stmts.len(), 3);
    let StmtKind::Decl { init: Some(Init::Expr(e)), .. } = &stmts[0].kind else { panic!() };
    let CExprKind::Lambda(l) = &e.kind else { panic!("lambda: {:?}", e.kind) };
    assert_eq!(l.captures, "&");
    assert_eq!(l.body.len(), 2);
    let StmtKind::Decl { init: Some(Init::Expr(load)), .. } = &l.body[0].kind else { panic!() };
    let CExprKind::MethodCall { receiver, method, template_args, args, .. } = &load.kind else { panic!() };
    assert_eq!(method, "loadu");
    assert_eq!(template_args.as_ref().map(Vec::len), Some(2));
    assert!(matches!(&template_args.as_ref().unwrap()[0], TemplateArg::Type(t) if t.base == "float"));
    assert!(matches!(&receiver.kind, CExprKind::MethodCall { method, .. } if method == "cast"));
    assert_eq!(args[0].to_string(), "in_ptr0 + static_cast<int64_t>(-1L + x2)");

    // Immediately invoked lambda: a call with no arguments whose callee is the lambda.
    let StmtKind::Decl { init: Some(Init::Expr(e)), .. } = &stmts[1].kind else { panic!() };
    let CExprKind::Call { callee, args } = &e.kind else { panic!("call: {:?}", e.kind) };
    assert!(args.is_empty());
    let CExprKind::Lambda(l) = &callee.kind else { panic!() };
    let StmtKind::If { else_: Some(else_), .. } = &l.body[0].kind else { panic!() };
    let StmtKind::Block(eb) = &else_.kind else { panic!() };
    let StmtKind::Return(Some(r)) = &eb[1].kind else { panic!() };
    let CExprKind::Call { callee, .. } = &r.kind else { panic!() };
    assert!(matches!(&callee.kind, CExprKind::Scoped { name, .. } if name.name == "blendv"));
    assert_eq!(r.to_string(), "decltype(tmp22)::blendv(tmp23, tmp22, tmp19.template cast<float, 1>())");

    let StmtKind::Decl { init: Some(Init::Expr(e)), .. } = &stmts[2].kind else { panic!() };
    assert_eq!(e.to_string(), "at::vec::clamp_min(tmp24, decltype(tmp24)(0))");
}

#[test]
fn reductions_with_template_calls_and_lambda_arguments() {
    let stmts = body(
        "float* out_ptr0",
        "tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));\n\
         IndexValue<float> tmp_acc1 = IndexValue<float>{0, -std::numeric_limits<float>::infinity()};\n\
         tmp_acc2 = welford_combine(tmp_acc2, {tmp3, tmp4, 1});\n\
         static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2053L));",
    );
    let StmtKind::Assign { target, value } = &stmts[0].kind else { panic!() };
    assert_eq!(target.as_name(), Some("tmp_acc0"));
    let CExprKind::Call { args, .. } = &value.kind else { panic!() };
    let CExprKind::Call { callee, args: inner } = &args[1].kind else { panic!() };
    let CExprKind::Path(p) = &callee.kind else { panic!() };
    assert_eq!(p.to_string(), "at::vec::vec_reduce_all<float, 1>");
    let CExprKind::Lambda(l) = &inner[0].kind else { panic!() };
    assert_eq!(l.params.len(), 2);
    assert_eq!(l.params[0].ty.text, "at::vec::Vectorized<float>&");
    assert!(l.params[0].ty.is_reference);

    let StmtKind::Decl { ty, init: Some(Init::Expr(e)), .. } = &stmts[1].kind else { panic!() };
    assert_eq!(ty.base, "IndexValue<float>");
    let CExprKind::BraceInit { ty: Some(t), items } = &e.kind else { panic!("{:?}", e.kind) };
    assert_eq!(t.base, "IndexValue<float>");
    assert_eq!(items[1].to_string(), "-std::numeric_limits<float>::infinity()");

    let StmtKind::Assign { value, .. } = &stmts[2].kind else { panic!() };
    assert_eq!(value.to_string(), "welford_combine(tmp_acc2, {tmp3, tmp4, 1})");

    let StmtKind::Decl { ty, name, init: Some(Init::Paren(args)), .. } = &stmts[3].kind else { panic!() };
    assert_eq!(name, "welford_helper0");
    assert_eq!(ty.specifiers, vec!["static".to_string()]);
    assert_eq!(ty.base, "WelfordHelper<at::vec::Vectorized<float>, 4096>");
    assert_eq!(ty.template_args.len(), 2);
    assert_eq!(int(args[0].strip_int_casts()), (2053, "L"));
}

#[test]
fn local_buffer_declarations() {
    let stmts = body(
        "const float* in_ptr0",
        "std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(129L);\n\
         float* local_buffer_data_0 = buf_local_buffer_data_0.get();\n\
         alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];\n\
         __at_align__ std::array<int64_t, 16> tmpbuf;\n\
         std::atomic<int> inductor_cpu_integer_div_error{0};\n\
         float tmp_acc0_arr[16];",
    );
    let StmtKind::Decl { ty, init: Some(Init::Expr(e)), .. } = &stmts[0].kind else { panic!() };
    assert_eq!(ty.base, "std::unique_ptr<float []>");
    assert_eq!(e.to_string(), "std::make_unique<float []>(129L)");
    let StmtKind::Decl { ty, .. } = &stmts[1].kind else { panic!() };
    assert_eq!((&*ty.base, ty.pointer_depth), ("float", 1));
    let StmtKind::Decl { ty, name, array_dims, .. } = &stmts[2].kind else { panic!() };
    assert_eq!(name, "tmp0");
    assert_eq!(ty.specifiers, vec!["alignas(std::max(std::size_t(16), alignof(float)))".to_string()]);
    assert_eq!(array_dims[0].to_string(), "16 * 16");
    let StmtKind::Decl { ty, init: None, .. } = &stmts[3].kind else { panic!() };
    assert_eq!(ty.base, "std::array<int64_t, 16>");
    assert_eq!(ty.specifiers, vec!["__at_align__".to_string()]);
    let StmtKind::Decl { init: Some(Init::Brace(v)), .. } = &stmts[4].kind else { panic!() };
    assert_eq!(int(&v[0]), (0, ""));
    let StmtKind::Decl { array_dims, .. } = &stmts[5].kind else { panic!() };
    assert_eq!(int(&array_dims[0]), (16, ""));
}

#[test]
fn checks_and_device_asserts() {
    let stmts = body(
        "const int64_t* in_ptr1",
        "TORCH_CHECK((0 <= tmp7) & (tmp7 < 33L), \"index out of bounds: 0 <= tmp7 < 33L\");\n\
         AOTI_TORCH_CHECK(tmp2 != 0, \"Integer division by zero\");\n\
         (tmp3 ? 0 : (throw std::runtime_error(\"assert failed\"), 0));\n\
         inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);",
    );
    let StmtKind::Check { macro_name, cond, message, args } = &stmts[0].kind else { panic!() };
    assert_eq!(macro_name, "TORCH_CHECK");
    assert_eq!(message.as_deref(), Some("index out of bounds: 0 <= tmp7 < 33L"));
    assert_eq!(args.len(), 1);
    let CExprKind::Binary { op: BinOp::BitAnd, lhs, rhs } = &cond.kind else { panic!() };
    assert!(matches!(lhs.kind, CExprKind::Binary { op: BinOp::Le, .. }));
    assert!(matches!(rhs.kind, CExprKind::Binary { op: BinOp::Lt, .. }));
    assert_eq!(cond.to_string(), "(0 <= tmp7) & (tmp7 < 33L)");
    assert!(matches!(&stmts[1].kind, StmtKind::Check { macro_name, .. } if macro_name == "AOTI_TORCH_CHECK"));
    let StmtKind::Check { macro_name, cond, message, .. } = &stmts[2].kind else { panic!("{:?}", stmts[2].kind) };
    assert_eq!((macro_name.as_str(), message.as_deref()), ("throw", Some("assert failed")));
    assert_eq!(cond.as_name(), Some("tmp3"));
    assert!(matches!(stmts[3].kind, StmtKind::Expr(_)));
}

#[test]
fn control_flow_statements() {
    let stmts = body(
        "float* out_ptr0",
        "for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++) { out_ptr0[x0_inner] += 1; }\n\
         for (int tid = 0; tid < 16; tid++)\n    tmp_acc0 = tmp_acc0 + tmp_acc0_arr[tid];\n\
         while (i < n) { i = i * 2; if (i > 100) break; else continue; }\n\
         do { --i; } while (i > 0);\n\
         if (x) { return; }",
    );
    let StmtKind::For { var, var_ty, step, body, .. } = &stmts[0].kind else { panic!() };
    assert_eq!((var.as_deref(), var_ty.as_ref().map(|t| &*t.base)), (Some("x0_inner"), Some("long")));
    assert!(matches!(&step.as_ref().unwrap().kind, CExprKind::Unary { op: UnaryOp::PostInc, .. }));
    let StmtKind::Block(b) = &body.kind else { panic!() };
    assert!(matches!(&b[0].kind, StmtKind::CompoundAssign { op: BinOp::Add, .. }));
    let StmtKind::For { body, .. } = &stmts[1].kind else { panic!() };
    assert!(matches!(body.kind, StmtKind::Assign { .. }), "single-statement body");
    let StmtKind::While { body, .. } = &stmts[2].kind else { panic!() };
    let StmtKind::Block(b) = &body.kind else { panic!() };
    assert!(matches!(&b[1].kind, StmtKind::If { else_: Some(e), .. } if matches!(e.kind, StmtKind::Continue)));
    assert!(matches!(stmts[3].kind, StmtKind::DoWhile { .. }));
    assert!(matches!(stmts[4].kind, StmtKind::If { else_: None, .. }));
}

#[test]
fn literals_keep_value_and_suffix() {
    assert_eq!(int(&expr("129L")), (129, "L"));
    assert_eq!(int(&expr("16LL")), (16, "LL"));
    assert_eq!(int(&expr("1UL")), (1, "UL"));
    assert_eq!(int(&expr("0x7fffffffffffffff")), (i64::MAX as i128, ""));
    assert_eq!(int(&expr("9223372036854775808ULL")), (1i128 << 63, "ULL"));
    let CExprKind::Float { value, text, suffix } = expr("0.5f").kind else { panic!() };
    assert_eq!((value, text.as_str(), &*suffix), (0.5, "0.5f", "f"));
    let CExprKind::Float { value, .. } = expr("1e-05").kind else { panic!() };
    assert_eq!(value, 1e-5);
    assert!(matches!(expr("true").kind, CExprKind::Bool(true)));
    assert!(matches!(expr("\"a\" \"b\"").kind, CExprKind::Str(ref s) if s == "ab"));
    assert!(cpp::parse_expr("123456789012345678901234567890123456789012345").is_err());
}

#[test]
fn c_precedence() {
    let e = expr("a + b * c << 2 & d | e && f || !g");
    // ((((a + (b*c)) << 2) & d) | e) && f) || (!g)
    let CExprKind::Binary { op: BinOp::Or, lhs, rhs } = &e.kind else { panic!() };
    assert!(matches!(rhs.kind, CExprKind::Unary { op: UnaryOp::Not, .. }));
    let CExprKind::Binary { op: BinOp::And, lhs, .. } = &lhs.kind else { panic!() };
    let CExprKind::Binary { op: BinOp::BitOr, lhs, .. } = &lhs.kind else { panic!() };
    let CExprKind::Binary { op: BinOp::BitAnd, lhs, .. } = &lhs.kind else { panic!() };
    let CExprKind::Binary { op: BinOp::Shl, lhs, .. } = &lhs.kind else { panic!() };
    let CExprKind::Binary { op: BinOp::Add, rhs, .. } = &lhs.kind else { panic!() };
    assert!(matches!(rhs.kind, CExprKind::Binary { op: BinOp::Mul, .. }));
    assert_eq!(expr("a - (b - c)").to_string(), "a - (b - c)");
    assert_eq!(expr("(a - b) - c").to_string(), "a - b - c");
    assert_eq!(expr("x < 0 ? x + n : x").to_string(), "x < 0 ? x + n : x");
    assert_eq!(expr("a ? b : c ? d : e").to_string(), "a ? b : c ? d : e");
    assert_eq!(expr("(a ? b : c) ? d : e").to_string(), "(a ? b : c) ? d : e");
    assert_eq!(expr("-(-x)").to_string(), "- -x");
    assert_eq!(expr("~x & (y >> 1)").to_string(), "~x & y >> 1");
}

#[test]
fn casts() {
    let e = expr("int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + 1)");
    let CExprKind::Cast { kind: CastKind::Functional, ty, expr: inner } = &e.kind else { panic!("{:?}", e.kind) };
    assert_eq!(ty.base, "int64_t");
    let CExprKind::Binary { lhs, .. } = &inner.kind else { panic!() };
    let CExprKind::Cast { kind: CastKind::Static, ty, .. } = &lhs.kind else { panic!() };
    assert_eq!(ty.base, "std::make_unsigned_t<int64_t>");
    assert!(matches!(expr("c10::convert<int64_t>(tmp6)").kind, CExprKind::Cast { kind: CastKind::Convert, ref ty, .. } if ty.base == "int64_t"));
    assert!(matches!(expr("(int64_t)x").kind, CExprKind::Cast { kind: CastKind::CStyle, .. }));
    assert!(matches!(expr("(float*)p").kind, CExprKind::Cast { kind: CastKind::CStyle, ref ty, .. } if ty.pointer_depth == 1));
    assert!(matches!(expr("float(tmp6 + tmp7)").kind, CExprKind::Cast { kind: CastKind::Functional, .. }));
    assert!(matches!(expr("reinterpret_cast<const uint8_t*>(p)").kind, CExprKind::Cast { kind: CastKind::Reinterpret, .. }));
    // `(x)` is a parenthesised name, not a cast.
    assert!(matches!(expr("(x) - 1").kind, CExprKind::Binary { op: BinOp::Sub, .. }));
}

#[test]
fn templates_versus_comparisons() {
    // Declared variables compare; unknown qualified names take template arguments.
    let stmts = body(
        "const int64_t ks0",
        "for(int64_t x1=0; x1<ks0; x1+=16) { if (x1 < a && b > (c)) { } }\n\
         auto t = at::vec::VectorizedN<int64_t,2>::arange(x1, 1) < std::numeric_limits<int64_t>::max();",
    );
    let StmtKind::For { body, .. } = &stmts[0].kind else { panic!() };
    let StmtKind::Block(b) = &body.kind else { panic!() };
    let StmtKind::If { cond, .. } = &b[0].kind else { panic!() };
    assert_eq!(cond.to_string(), "x1 < a && b > c");
    let StmtKind::Decl { init: Some(Init::Expr(e)), .. } = &stmts[1].kind else { panic!() };
    let CExprKind::Binary { op: BinOp::Lt, lhs, .. } = &e.kind else { panic!("{:?}", e.kind) };
    assert_eq!(lhs.to_string(), "at::vec::VectorizedN<int64_t, 2>::arange(x1, 1)");
}

#[test]
fn spans_are_one_based_and_count_chars() {
    let stmts = body("float* p", "p[0] = 1;\n  /* é */ p[1] = \"ü\" == 0;");
    assert_eq!((stmts[0].span.line, stmts[0].span.col), (3, 1));
    assert_eq!((stmts[1].span.line, stmts[1].span.col), (4, 11));
    let StmtKind::Assign { value, .. } = &stmts[1].kind else { panic!() };
    let CExprKind::Binary { rhs, .. } = &value.kind else { panic!() };
    assert_eq!((rhs.span.line, rhs.span.col), (4, 25));
}
