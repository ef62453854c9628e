"""Swin-style shifted-window attention on CPU with a dynamic batch: window partition by
view/permute, a cyclic shift with torch.roll, a relative-position bias gathered from a
learned table through a computed index, an attention mask for shifted windows, window
reverse, and a training step (backward through the gather and the roll).
"""
import os

import torch
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")
WS = 4  # window size
HEADS = 2
C = 16


def rel_index(ws):
    coords = torch.stack(torch.meshgrid(torch.arange(ws), torch.arange(ws), indexing="ij")).flatten(1)
    rel = coords[:, :, None] - coords[:, None, :]
    rel = rel.permute(1, 2, 0) + (ws - 1)
    return rel[..., 0] * (2 * ws - 1) + rel[..., 1]


def fn(x, table, qkv_w, proj_w, index, mask):
    b, h, w, c = x.shape
    x = torch.roll(x, shifts=(-WS // 2, -WS // 2), dims=(1, 2))
    win = x.view(b, h // WS, WS, w // WS, WS, c).permute(0, 1, 3, 2, 4, 5).reshape(-1, WS * WS, c)
    qkv = (win @ qkv_w).reshape(win.shape[0], WS * WS, 3, HEADS, c // HEADS).permute(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    attn = (q * (c // HEADS) ** -0.5) @ k.transpose(-2, -1)
    bias = table[index.view(-1)].view(WS * WS, WS * WS, HEADS).permute(2, 0, 1)
    attn = attn + bias.unsqueeze(0)
    nw = mask.shape[0]
    attn = attn.view(-1, nw, HEADS, WS * WS, WS * WS) + mask.unsqueeze(1).unsqueeze(0)
    attn = attn.view(-1, HEADS, WS * WS, WS * WS).softmax(-1)
    out = (attn @ v).transpose(1, 2).reshape(-1, WS * WS, c) @ proj_w
    out = out.view(b, h // WS, w // WS, WS, WS, c).permute(0, 1, 3, 2, 4, 5).reshape(b, h, w, c)
    out = torch.roll(out, shifts=(WS // 2, WS // 2), dims=(1, 2))
    return F.layer_norm(out, (c,))


def main():
    torch.manual_seed(0)
    h = w = 8
    table = torch.randn((2 * WS - 1) ** 2, HEADS, device=DEV, requires_grad=True)
    qkv_w = torch.randn(C, 3 * C, device=DEV, requires_grad=True)
    proj_w = torch.randn(C, C, device=DEV, requires_grad=True)
    index = rel_index(WS).to(DEV)
    mask = torch.zeros((h // WS) * (w // WS), WS * WS, WS * WS, device=DEV)
    mask[-1, : WS * WS // 2, WS * WS // 2 :] = -100.0
    compiled = torch.compile(fn, backend=BACKEND)
    ok = True
    for b in (3, 5):
        x = torch.randn(b, h, w, C, device=DEV)
        torch._dynamo.mark_dynamic(x, 0)
        out = compiled(x, table, qkv_w, proj_w, index, mask)
        out.square().mean().backward()
        g = table.grad.clone()
        table.grad = None
        qkv_w.grad = proj_w.grad = None
        ref = fn(x, table, qkv_w, proj_w, index, mask)
        ref.square().mean().backward()
        ok &= torch.allclose(out, ref, atol=1e-3, rtol=1e-3) and torch.allclose(g, table.grad, atol=1e-3, rtol=1e-3)
        table.grad = qkv_w.grad = proj_w.grad = None
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
