"""Release capture: conv2d, then a constant pad on the dynamic spatial dims, then
max_pool2d (CPU). The case of the 2.6 false alarm: Inductor fuses the pad into
the pooling kernel and guards each padded load with a lambda,
`auto tmp12 = [&]{ ... in_ptr0[...] ... }; ... tmp11 ? tmp12() : 0.5`, so the
load only runs where the pad mask holds.

Runs on torch 2.5 to 2.15; the compiled result must match eager (assert).
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3)

    def forward(self, x):
        y = torch.relu(self.conv(x))
        y = F.pad(y, (1, 2, 2, 1), value=0.5)
        return F.max_pool2d(y, kernel_size=3, stride=2)


def main():
    torch.manual_seed(0)
    m = M().eval()
    compiled = torch.compile(m, dynamic=True)
    with torch.no_grad():
        for h, w in [(21, 23), (17, 30)]:
            x = torch.randn(2, 3, h, w)
            got, want = compiled(x), m(x)
            torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)
            print((h, w), tuple(got.shape), "ok")
    print("CASE_RESULT rel_conv_pad_pool", {"same": True})


if __name__ == "__main__":
    main()
