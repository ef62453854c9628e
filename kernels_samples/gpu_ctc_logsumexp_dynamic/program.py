"""A CTC-style acoustic head with a dynamic time axis: 1D convolution features,
`log_softmax` over the vocabulary, the blank-extended label sequence built by interleaving
(`stack` + `reshape`), per-frame label log-probabilities by `gather`, the first steps of the
CTC forward recursion written out (`logsumexp` of shifted alpha terms with `F.pad`, a
skip-transition mask), a `logsumexp` over the dynamic time axis, an entropy term, a
length-masked mean over frames from per-sample lengths, and `F.ctc_loss` itself. Eval at two
lengths, then a backward pass.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
VOCAB, BLANK, LABELS, STEPS = 11, 0, 5, 3


class CTCHead(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(8, 16, 5, padding=2)
        self.out = nn.Linear(16, VOCAB)

    def forward(self, feats, labels, lengths):
        h = F.gelu(self.conv(feats)).transpose(1, 2)
        lp = F.log_softmax(self.out(h), -1)
        b, t, _ = lp.shape
        blanks = torch.full_like(labels, BLANK)
        ext = torch.stack([blanks, labels], -1).reshape(b, -1)
        ext = torch.cat([ext, blanks[:, :1]], 1)
        em = lp.gather(2, ext.unsqueeze(1).expand(b, t, ext.shape[1]))
        skip = torch.cat([ext.new_zeros(b, 2, dtype=torch.bool), (ext[:, 2:] != BLANK) & (ext[:, 2:] != ext[:, :-2])], 1)
        neg = torch.finfo(lp.dtype).min
        alpha = torch.full_like(em[:, 0], neg)
        alpha[:, :2] = em[:, 0, :2]
        for s in range(1, STEPS):
            a1 = F.pad(alpha[:, :-1], (1, 0), value=neg)
            a2 = torch.where(skip, F.pad(alpha[:, :-2], (2, 0), value=neg), neg)
            alpha = torch.logsumexp(torch.stack([alpha, a1, a2]), 0) + em[:, s]
        over_time = torch.logsumexp(lp, 1)
        ent = -(lp.exp() * lp).sum(-1)
        mask = torch.arange(t, device=lp.device)[None, :] < lengths[:, None]
        ent_mean = (ent * mask).sum(1) / lengths
        loss = F.ctc_loss(lp.transpose(0, 1), labels, lengths, torch.full_like(lengths, LABELS), blank=BLANK, reduction="mean")
        return alpha, over_time, ent_mean, loss


def main():
    torch.manual_seed(0)
    model = CTCHead().to(DEV)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for b, t in ((3, 23), (2, 50)):
            feats = torch.randn(b, 8, t, device=DEV)
            labels = torch.randint(1, VOCAB, (b, LABELS), device=DEV)
            lengths = torch.randint(t - 4, t + 1, (b,), device=DEV)
            torch._dynamo.mark_dynamic(feats, 2, min=STEPS + 1, max=256)
            got = compiled(feats, labels, lengths)
            ref = model(feats, labels, lengths)
            ok &= all(torch.allclose(a, r, atol=1e-4, rtol=1e-3) for a, r in zip(got, ref))
    feats = torch.randn(3, 8, 31, device=DEV)
    labels = torch.randint(1, VOCAB, (3, LABELS), device=DEV)
    lengths = torch.tensor([31, 29, 27], device=DEV)
    # bounded: 2.15 guards the length <= 4096 on the CPU, which a strict unbounded mark refuses
    torch._dynamo.mark_dynamic(feats, 2, min=STEPS + 1, max=256)
    alpha, ot, ent, loss = compiled(feats, labels, lengths)
    (alpha.logsumexp(-1).mean() + ot.mean() + ent.mean() + loss).backward()
    g = model.out.weight.grad.clone()
    model.zero_grad()
    alpha, ot, ent, loss = model(feats, labels, lengths)
    (alpha.logsumexp(-1).mean() + ot.mean() + ent.mean() + loss).backward()
    ok &= torch.allclose(g, model.out.weight.grad, atol=1e-4, rtol=1e-3)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
