"""Release capture: a training step on CPU: forward and backward of a small MLP
with LayerNorm, GELU and dropout-free cross entropy, the batch marked dynamic.
AOTAutograd compiles the backward graph with Inductor too, so the dump holds
forward and backward kernels (reductions over the batch for weight and bias
gradients, the layer_norm backward, the softmax backward).

Runs on torch 2.5 to 2.15; loss and every gradient must match eager (assert).
"""
import copy

import torch
import torch.nn as nn
import torch.nn.functional as F


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(20, 48)
        self.norm = nn.LayerNorm(48)
        self.fc2 = nn.Linear(48, 10)

    def forward(self, x):
        return self.fc2(F.gelu(self.norm(self.fc1(x))))


def step(model, x, y):
    loss = F.cross_entropy(model(x), y)
    loss.backward()
    return loss


def main():
    torch.manual_seed(0)
    model = MLP()
    ref = copy.deepcopy(model)
    compiled = torch.compile(model)
    for b in (13, 37):
        x = torch.randn(b, 20)
        y = torch.randint(0, 10, (b,))
        torch._dynamo.mark_dynamic(x, 0)
        torch._dynamo.mark_dynamic(y, 0)
        model.zero_grad()
        ref.zero_grad()
        loss = step(compiled, x, y)
        want = step(ref, x, y)
        torch.testing.assert_close(loss, want, atol=1e-5, rtol=1e-5)
        for (name, p), q in zip(model.named_parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, q.grad, atol=1e-5, rtol=1e-4, msg=name)
        with torch.no_grad():
            for p, q in zip(model.parameters(), ref.parameters()):
                p -= 0.1 * p.grad
                q -= 0.1 * q.grad
        print(b, float(loss), "ok")
    print("CASE_RESULT rel_training_step", {"same": True})


if __name__ == "__main__":
    main()
