"""Grammar-based generator of valid torch programs for the campaign.

A program is a JSON-able dict (see ``generate``): typed inputs, a list of statements
``vN = <op>(<earlier values>)`` and flags (dynamic dimensions, backward pass). Every
statement is an expression template whose shape arguments are written in terms of its
operands' own sizes (``a.shape[1] - 1``), so that the same program stays meaningful when
the minimizer shrinks the input shapes and under dynamic shapes (they are SymInts then).

Validity: while generating, each candidate statement is evaluated on ``meta`` tensors
(shapes and dtypes only, no data); a template that raises there is not used. Index
tensors are derived in the program (``_ix``: ``(arange * p + q) % n``) so they are in
range by construction. What eager still rejects is dropped later as an invalid model.

``render`` turns a program into a self-contained Python file (the same text is executed
by the worker and shipped in bug folders), standard library and torch only.
"""

from __future__ import annotations

import random
from typing import Any, Callable

FLOAT_DTYPES = ("float32",)
MIX_DTYPES = ("float16", "bfloat16", "float64")

# Helpers the templates call. Dynamo inlines them; they keep the templates one-liners.
HELPERS = '''
def _ix(n, m, dev, p=3, q=1):
    # m indices in [0, n): int64 arithmetic on an arange, in range by construction.
    return (torch.arange(m, device=dev, dtype=torch.int64) * p + q) % n


def _ix_like(x, dim, p=5, q=2):
    # An index tensor shaped like x with values in [0, x.shape[dim]).
    flat = torch.arange(x.numel(), device=x.device, dtype=torch.int64)
    return ((flat * p + q) % x.shape[dim]).view(x.shape)


def _slice_set(x, y):
    # Slice assignment: every other column of x from y's (broadcast) values.
    z = x.clone()
    z[..., ::2] = y[..., ::2].to(z.dtype)
    return z


def _slice_set_rows(x):
    z = x.clone()
    z[1:] = z[:-1] * 2
    return z


def _index_put_acc(x, p=3):
    idx = _ix(x.shape[0], x.shape[0] + 1, x.device, p)
    vals = torch.ones((x.shape[0] + 1,) + tuple(x.shape[1:]), device=x.device, dtype=x.dtype)
    return x.index_put((idx,), vals, accumulate=True)


def _floordiv_mix(x):
    i = (x * 8).to(torch.int64)
    return (i // 3) * 7 + (i % 5) - (i >> 1)
'''


def _rank(s):
    return len(s["shape"])


def _float(s):
    return s["dtype"] in ("float32", "float16", "bfloat16", "float64")


# Each op: (arity, predicate on operand specs, param sampler, template). Templates
# format with a, b (operand names) and the sampled params.
Op = tuple[int, Callable[..., bool], Callable[..., dict], str]


def _d(rng, s, lo=0):
    return rng.randrange(lo, max(lo + 1, _rank(s)))


OPS: dict[str, Op] = {
    # pointwise
    "relu": (1, _float, lambda r, s: {}, "torch.relu({a})"),
    "sigmoid": (1, _float, lambda r, s: {}, "torch.sigmoid({a})"),
    "tanh": (1, _float, lambda r, s: {}, "torch.tanh({a})"),
    "exp_clamp": (1, _float, lambda r, s: {}, "torch.exp({a}.clamp(-10, 10))"),
    "sqrt_abs": (1, _float, lambda r, s: {}, "torch.sqrt({a}.abs() + 1)"),
    "log1p_abs": (1, _float, lambda r, s: {}, "torch.log1p({a}.abs())"),
    "affine": (1, lambda s: True, lambda r, s: {"k": r.choice([2, 3, -1]), "c": r.choice([1, 7])}, "{a} * {k} + {c}"),
    "where": (1, _float, lambda r, s: {}, "torch.where({a} > 0, {a}, {a} * 0.1)"),
    "clamp": (1, lambda s: True, lambda r, s: {}, "{a}.clamp(-2, 3)"),
    "gelu": (1, _float, lambda r, s: {}, "F.gelu({a})"),
    "add": (2, lambda s, t: True, lambda r, s, t: {}, "{a} + {b}"),
    "mul": (2, lambda s, t: True, lambda r, s, t: {}, "{a} * {b}"),
    "maximum": (2, lambda s, t: s["dtype"] == t["dtype"], lambda r, s, t: {}, "torch.maximum({a}, {b})"),
    "sub_bcast_row": (2, lambda s, t: _rank(t) >= 1, lambda r, s, t: {}, "{a} - {b}.flatten()[: {a}.shape[-1]]"),
    # dtype mixes
    "to_half": (1, _float, lambda r, s: {"dt": r.choice(MIX_DTYPES)}, "{a}.to(torch.{dt})"),
    "to_float": (1, lambda s: True, lambda r, s: {}, "{a}.to(torch.float32)"),
    "mix_add": (2, lambda s, t: True, lambda r, s, t: {"dt": r.choice(MIX_DTYPES)}, "{a}.to(torch.{dt}) + {b}"),
    # int64 arithmetic
    "to_int": (1, _float, lambda r, s: {}, "({a} * 4).to(torch.int64)"),
    "int_arith": (1, lambda s: s["dtype"] == "int64", lambda r, s: {"k": r.choice([3, 7, 13])}, "({a} * {k} + 11) // 4 % 9 - ({a} >> 1)"),
    "floordiv_mix": (1, _float, lambda r, s: {}, "_floordiv_mix({a})"),
    "int_cumsum": (1, lambda s: s["dtype"] == "int64" and _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "{a}.cumsum({d})"),
    # pads (negative and size-dependent amounts too)
    "pad": (1, lambda s: _rank(s) >= 1, lambda r, s: {"l": r.choice([0, 1, 2, 3]), "rr": r.choice([0, 1, 2, -1])}, "F.pad({a}, ({l}, {rr}))"),
    "pad_neg": (1, lambda s: _rank(s) >= 2, lambda r, s: {"l": r.choice([-1, 1]), "rr": r.choice([-1, 2])}, "F.pad({a}, (1, 0, {l}, {rr}))"),
    "pad_dyn": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "F.pad({a}, (1, {a}.shape[-1] % 3))"),
    "pad_value": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {}, "F.pad({a}, (2, 1), value=-1.5)"),
    "pad_reflect": (1, lambda s: _rank(s) in (2, 3) and _float(s), lambda r, s: {}, "F.pad({a}.unsqueeze(0) if {a}.dim() == 2 else {a}, (1, 1), mode='reflect')"),
    # views
    "reshape_flat": (1, lambda s: True, lambda r, s: {}, "{a}.reshape(-1)"),
    "view2d": (1, lambda s: _rank(s) >= 2, lambda r, s: {}, "{a}.reshape({a}.shape[0], -1)"),
    "permute": (1, lambda s: _rank(s) >= 2, lambda r, s: {"perm": r.sample(range(_rank(s)), _rank(s))}, "{a}.permute({perm})"),
    "transpose": (1, lambda s: _rank(s) >= 2, lambda r, s: {}, "{a}.transpose(0, -1)"),
    "unsqueeze": (1, lambda s: _rank(s) <= 3, lambda r, s: {"d": r.randrange(0, _rank(s) + 1)}, "{a}.unsqueeze({d})"),
    "expand": (1, lambda s: _rank(s) <= 3, lambda r, s: {"n": r.choice([2, 3])}, "{a}.unsqueeze(0).expand({n}, *{a}.shape)"),
    "as_strided": (1, lambda s: True, lambda r, s: {}, "{a}.flatten().as_strided(({a}.numel() // 3, 2), (3, 1))"),
    "as_strided_overlap": (1, lambda s: True, lambda r, s: {}, "{a}.flatten().as_strided((({a}.numel() - 1) // 2, 3), (2, 1))"),
    "contiguous_t": (1, lambda s: _rank(s) >= 2, lambda r, s: {}, "{a}.transpose(-1, -2).contiguous()"),
    # slicing
    "slice_tail": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "{a}[..., 1:]"),
    "slice_step": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "{a}[..., ::2]"),
    "slice_head": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "{a}[:-1]"),
    "narrow": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "{a}.narrow({d}, 1, {a}.shape[{d}] - 2)"),
    "flip": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "{a}.flip({d})"),
    "roll": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "{a}.roll(2, {d})"),
    # slice assignment
    "slice_set": (2, lambda s, t: _rank(s) >= 1, lambda r, s, t: {}, "_slice_set({a}, {b})"),
    "slice_set_rows": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "_slice_set_rows({a})"),
    # indexing, gather/scatter, embedding
    "index_select": (1, lambda s: _rank(s) >= 1, lambda r, s: {"m": r.choice([1, 3, 5]), "p": r.choice([1, 3, 7])}, "{a}.index_select(0, _ix({a}.shape[0], {m}, {a}.device, {p}))"),
    "adv_index": (1, lambda s: _rank(s) >= 2, lambda r, s: {"p": r.choice([2, 5])}, "{a}[:, _ix({a}.shape[1], {a}.shape[0], {a}.device, {p})]"),
    "gather": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "torch.gather({a}, {d}, _ix_like({a}, {d}))"),
    "scatter_add": (2, lambda s, t: _rank(s) >= 1 and s["shape"] == t["shape"] and s["dtype"] == t["dtype"], lambda r, s, t: {"d": _d(r, s)}, "{a}.scatter_add({d}, _ix_like({b}, {d}), {b})"),
    "index_add": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {}, "{a}.index_add(0, _ix({a}.shape[0], {a}.shape[0], {a}.device, 3, 1), {a} * 0.5)"),
    "index_put_acc": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {}, "_index_put_acc({a})"),
    "embedding": (1, lambda s: _rank(s) == 2 and _float(s), lambda r, s: {"m": r.choice([4, 7])}, "F.embedding(_ix({a}.shape[0], {m}, {a}.device, 5, 3), {a})"),
    "neg_index": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "{a}[_ix({a}.shape[0], 3, {a}.device) - {a}.shape[0]]"),
    # reductions
    "sum": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s), "k": r.choice([True, False])}, "{a}.sum({d}, keepdim={k})"),
    "mean": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {"d": _d(r, s)}, "{a}.mean({d})"),
    "amax": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "{a}.amax({d})"),
    "argmax": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "{a}.argmax({d})"),
    "var": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {"d": _d(r, s)}, "{a}.var({d})"),
    "softmax": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {"d": _d(r, s)}, "torch.softmax({a}, {d})"),
    "logsumexp": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {"d": _d(r, s)}, "torch.logsumexp({a}, {d})"),
    "cumsum": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {"d": _d(r, s)}, "{a}.cumsum({d})"),
    "sum_all": (1, lambda s: True, lambda r, s: {}, "{a}.sum()"),
    "norm_last": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {}, "F.layer_norm({a}, {a}.shape[-1:])"),
    # cat / split
    "cat": (2, lambda s, t: _rank(s) >= 1 and _rank(s) == _rank(t) and s["shape"][1:] == t["shape"][1:], lambda r, s, t: {}, "torch.cat([{a}, {b}], 0)"),
    "cat_self": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "torch.cat([{a}, {a}[..., :1] if {d} == {a}.dim() - 1 else {a}], {d})"),
    "stack": (2, lambda s, t: s["shape"] == t["shape"], lambda r, s, t: {}, "torch.stack([{a}, {b}], -1)"),
    "split": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s), "i": r.choice([0, -1])}, "{a}.split(2, {d})[{i}]"),
    "chunk": (1, lambda s: _rank(s) >= 1, lambda r, s: {"d": _d(r, s)}, "{a}.chunk(3, {d})[-1]"),
    # masks, triangles, sorting, pooling, windows (added in generator version 2)
    "masked_fill": (1, _float, lambda r, s: {}, "{a}.masked_fill({a} > 0.5, -1.0)"),
    "tril": (1, lambda s: _rank(s) >= 2, lambda r, s: {"k": r.choice([-1, 0, 1])}, "torch.tril({a}, {k})"),
    "topk": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {}, "{a}.topk(2, -1).values"),
    "sort": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {}, "{a}.sort(-1).values"),
    "max_pool1d": (1, lambda s: _rank(s) in (2, 3) and _float(s), lambda r, s: {}, "F.max_pool1d({a}, 2, ceil_mode=True)"),
    "avg_pool2d": (1, lambda s: _rank(s) in (3, 4) and _float(s), lambda r, s: {}, "F.avg_pool2d({a}, 2, ceil_mode=True)"),
    "interpolate": (1, lambda s: _rank(s) == 3 and _float(s), lambda r, s: {}, "F.interpolate({a}, scale_factor=2, mode='nearest')"),
    "unfold": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "{a}.unfold(-1, 2, 1)"),
    "repeat": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "{a}.repeat(2, *([1] * ({a}.dim() - 1)))"),
    "slice_neg": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "{a}[..., -3:]"),
    "diff": (1, lambda s: _rank(s) >= 1, lambda r, s: {}, "torch.diff({a}, dim=-1)"),
    "index_neg_put": (1, lambda s: _rank(s) >= 1 and _float(s), lambda r, s: {}, "{a}.index_put((_ix({a}.shape[0], 2, {a}.device) - {a}.shape[0],), torch.zeros((), device={a}.device, dtype={a}.dtype))"),
    # matmul
    "matmul_t": (1, lambda s: _rank(s) in (2, 3) and _float(s), lambda r, s: {}, "{a} @ {a}.transpose(-1, -2)"),
    "matmul": (2, lambda s, t: _rank(s) in (2, 3) and _rank(t) == 2 and s["shape"][-1] == t["shape"][0] and _float(s) and s["dtype"] == t["dtype"], lambda r, s, t: {}, "{a} @ {b}"),
    "bmm_self": (1, lambda s: _rank(s) == 3 and _float(s), lambda r, s: {}, "torch.bmm({a}, {a}.transpose(1, 2))"),
    "linear": (2, lambda s, t: _rank(t) == 2 and _rank(s) >= 1 and s["shape"][-1] == t["shape"][1] and _float(s) and s["dtype"] == t["dtype"], lambda r, s, t: {}, "F.linear({a}, {b})"),
}


def spec_of(t) -> dict:
    return {"shape": list(t.shape), "dtype": str(t.dtype).replace("torch.", "")}


def expr(stmt: dict) -> str:
    op = OPS[stmt["op"]]
    names = dict(zip("ab", stmt["args"]))
    return op[3].format(**names, **stmt["p"])


def _meta_env(program: dict) -> dict:
    import torch
    import torch.nn.functional as F

    env: dict[str, Any] = {"torch": torch, "F": F}
    exec(HELPERS, env)
    for inp in program["inputs"]:
        env[inp["name"]] = torch.empty(inp["shape"], dtype=getattr(torch, inp["dtype"]), device="meta")
    return env


GEN_VERSION = 2

# Sizes per profile: "default" mostly small sizes, some 1 (broadcast, specialisation)
# and some odd or larger ones; "edge" also empty dimensions and sizes just past powers of
# two (block and vector-width boundaries).
SIZES = {
    "default": [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 17, 33],
    "edge": [0, 1, 1, 2, 3, 5, 7, 15, 17, 31, 33, 65, 129],
}


def _dim(rng, profile: str = "default") -> int:
    return rng.choice(SIZES[profile])


def _input_spec(rng, name: str, backward: bool, profile: str = "default") -> dict:
    rank = rng.choice([1, 2, 2, 3, 3, 4])
    dtype = "float32" if (backward or rng.random() < 0.85) else rng.choice(["int64", "float16", "bfloat16"])
    shape = [_dim(rng, profile) for _ in range(rank)]
    return {"name": name, "shape": shape, "dtype": dtype, "requires_grad": backward and dtype == "float32"}


def generate(seed: int, max_stmts: int = 8, profile: str = "default") -> dict:
    """A valid program (on meta tensors) drawn from ``seed``; same seed, profile and
    GEN_VERSION, same program."""
    rng = random.Random(seed)
    backward = rng.random() < 0.25
    n_inputs = rng.choice([1, 1, 2, 2, 3])
    inputs = [_input_spec(rng, f"x{i}", backward, profile) for i in range(n_inputs)]
    # A second input shaped like the first makes binary ops, cat and scatter likelier.
    if n_inputs >= 2 and rng.random() < 0.5:
        inputs[1]["shape"] = list(inputs[0]["shape"])
        inputs[1]["dtype"] = inputs[0]["dtype"]
    dyn = rng.choice(["static", "mark", "mark", "true"])
    program: dict[str, Any] = {"seed": seed, "gen_version": GEN_VERSION, "profile": profile, "inputs": inputs, "dynamic": dyn, "backward": backward, "stmts": []}
    if dyn == "mark":
        program["mark_dims"] = {i["name"]: [d for d, n in enumerate(i["shape"]) if n >= 2 and rng.random() < 0.6] for i in inputs}
    env = _meta_env(program)
    specs = {i["name"]: {"shape": i["shape"], "dtype": i["dtype"]} for i in inputs}
    names = list(specs)
    n_stmts = rng.randint(2, max_stmts)
    op_names = sorted(OPS)
    tries = 0
    while len(program["stmts"]) < n_stmts and tries < n_stmts * 40:
        tries += 1
        name = rng.choice(op_names)
        arity, pred, sample, _ = OPS[name]
        # Prefer recent values so that statements chain into one dataflow.
        pool = names[-4:] if rng.random() < 0.8 else names
        args = [rng.choice(pool) for _ in range(arity)]
        arg_specs = [specs[a] for a in args]
        try:
            if not pred(*arg_specs):
                continue
            p = sample(rng, *arg_specs)
        except (IndexError, ValueError):
            continue
        stmt = {"out": f"v{len(program['stmts'])}", "op": name, "args": args, "p": p}
        try:
            value = eval(expr(stmt), env)
        except Exception:
            continue
        if not hasattr(value, "shape") or value.numel() > 1 << 17 or value.dim() > 5:
            continue
        if backward and not value.is_floating_point():
            # Backward programs keep a differentiable chain; an int detour ends it.
            continue
        env[stmt["out"]] = value
        specs[stmt["out"]] = spec_of(value)
        names.append(stmt["out"])
        program["stmts"].append(stmt)
    return normalize(program)


def used_names(program: dict) -> set[str]:
    return {a for s in program["stmts"] for a in s["args"]}


def normalize(program: dict) -> dict:
    """Outputs: every statement value nothing else reads (so no work is dead)."""
    used = used_names(program)
    outs = [s["out"] for s in program["stmts"] if s["out"] not in used]
    if not outs:
        outs = [program["inputs"][0]["name"]]
    program["outputs"] = outs
    return program


def render(program: dict) -> str:
    """The program as a standalone Python file: ``fn``, ``make_inputs``, ``compile_fn`` and
    a ``__main__`` that compares eager and compiled (``CASE_RESULT`` line)."""
    params = ", ".join(i["name"] for i in program["inputs"])
    body = [f"    {s['out']} = {expr(s)}" for s in program["stmts"]]
    body.append(f"    return ({', '.join(program['outputs'])},)")
    inputs_repr = repr([{k: i[k] for k in ("name", "shape", "dtype", "requires_grad")} for i in program["inputs"]])
    return f'''"""Generated by tools/campaign (seed {program['seed']}); run it to compare eager and compiled."""
import sys

import torch
import torch.nn.functional as F
{HELPERS}

def fn({params}):
{chr(10).join(body)}


INPUTS = {inputs_repr}
DYNAMIC = {program['dynamic']!r}
MARK_DIMS = {program.get('mark_dims', {})!r}
BACKWARD = {program['backward']!r}


def make_inputs(device="cpu", shapes=None, seed=0):
    """The inputs (shapes from INPUTS, or `shapes`: name -> shape), the same for one seed."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for spec in INPUTS:
        shape = (shapes or {{}}).get(spec["name"], spec["shape"])
        if spec["dtype"] == "int64":
            t = torch.randint(-20, 20, shape, generator=g, dtype=torch.int64)
        else:
            t = torch.randn(shape, generator=g).to(getattr(torch, spec["dtype"]))
        t = t.to(device)
        if spec["requires_grad"]:
            t.requires_grad_(True)
        out.append(t)
    return out


def compile_fn(backend="inductor"):
    return torch.compile(fn, backend=backend, dynamic=True if DYNAMIC == "true" else None)


def mark(inputs):
    for spec, t in zip(INPUTS, inputs):
        for d in MARK_DIMS.get(spec["name"], []):
            if d < t.dim() and t.shape[d] >= 2:
                torch._dynamo.maybe_mark_dynamic(t, d)
    return inputs


def loss_of(outs):
    # Fixed non-uniform weights: a plain sum has gradient 0 through normalisations
    # (softmax, layer_norm), so both runs would differ only in rounding noise.
    return sum((o.float() * torch.cos(torch.arange(o.numel(), device=o.device, dtype=torch.float32)).view(o.shape)).sum()
               for o in outs if o.is_floating_point())


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    eager = fn(*make_inputs(device))
    compiled_inputs = mark(make_inputs(device))
    compiled = compile_fn()(*compiled_inputs)
    same = all(torch.allclose(e.double(), c.double(), rtol=1e-3, atol=1e-3, equal_nan=True)
               and e.shape == c.shape and e.dtype == c.dtype for e, c in zip(eager, compiled))
    print("CASE_RESULT", {{"same": same}})
'''
