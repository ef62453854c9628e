"""pytorch/pytorch#197431: `as_strided` over a view whose base was materialised into a
buffer sized to the view, so the view reaches past the realized buffer.

`full = x.repeat((3, 2))` is a (3, 2) tensor with strides (2, 1); `full[:, ::2]` is the
(3, 1) column view with strides (2, 2); `as_strided(..., (3, 2), full.stride())` asks for
the whole (3, 2) window of the *original* storage (6 elements). Inductor copies the lazy
view into a 3-element buffer (`copy_input`) and reinterprets that buffer with the larger
size/stride: the last element reached is 1 + (3-1)*2 + (2-1)*1 = 6 elements past a
storage of 3. Eager reads `full`; compiled reads past the buffer: a silent wrong result
(or `setStorage: ... out of bounds` when the output is printed).

Prints CASE_RESULT with whether eager and compiled agree.
"""
import json

import torch


def fn(x):
    full = x.repeat((3, 2))
    return torch.as_strided(full[:, ::2], (3, 2), full.stride())


def main():
    torch.manual_seed(0)
    x = torch.randn(1, 1)
    want = fn(x)
    got = torch.compile(fn)(x)
    # Reading `got` element by element would fault in setStorage; compare through a copy
    # of the values the compiled view claims (as the user would see them).
    error = None
    try:
        same = bool(torch.allclose(want, got.contiguous(), equal_nan=True))
    except RuntimeError as e:
        same, error = False, str(e).splitlines()[0]
    print("CASE_RESULT bug_as_strided_past_buffer " + json.dumps({"same": same, "error": error, "eager": want.tolist(), "compiled_shape": list(got.shape), "compiled_stride": list(got.stride())}))


if __name__ == "__main__":
    main()
