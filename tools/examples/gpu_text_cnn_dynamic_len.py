"""A text CNN classifier on CUDA with a dynamic sequence length, trained one step: embedding
with padding_idx, dilated conv1d, a padding mask from lengths (arange < lengths), masked
max over time, adaptive average pooling, dropout off, cross entropy with label smoothing.
"""
import os

import torch
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")


class TextCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.Embedding(500, 24, padding_idx=0)
        self.c1 = torch.nn.Conv1d(24, 32, 3, padding=2, dilation=2)
        self.c2 = torch.nn.Conv1d(32, 32, 5, padding=2)
        self.out = torch.nn.Linear(64, 6)

    def forward(self, tokens, lengths, labels):
        x = self.emb(tokens).transpose(1, 2)
        x = F.gelu(self.c1(x))
        x = F.relu(self.c2(x)) + x
        mask = torch.arange(x.shape[2], device=x.device)[None, :] < lengths[:, None]
        mx = x.masked_fill(~mask[:, None, :], float("-inf")).amax(-1)
        avg = F.adaptive_avg_pool1d(x * mask[:, None, :], 1).squeeze(-1)
        logits = self.out(torch.cat([mx, avg], 1))
        return F.cross_entropy(logits, labels, label_smoothing=0.1)


def main():
    torch.manual_seed(0)
    model = TextCNN().to(DEV)
    compiled = torch.compile(model, backend=BACKEND)
    ok = True
    for t in (19, 57):
        tokens = torch.randint(1, 500, (4, t), device=DEV)
        lengths = torch.tensor([t, t - 3, t // 2, 5], device=DEV)
        tokens[2, t // 2 :] = 0
        labels = torch.randint(0, 6, (4,), device=DEV)
        torch._dynamo.mark_dynamic(tokens, 1)
        loss = compiled(tokens, lengths, labels)
        loss.backward()
        g = model.emb.weight.grad.clone()
        model.zero_grad()
        ref = model(tokens, lengths, labels)
        ref.backward()
        ok &= torch.allclose(loss, ref, atol=1e-4, rtol=1e-4) and torch.allclose(g, model.emb.weight.grad, atol=1e-4, rtol=1e-4)
        model.zero_grad()
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
