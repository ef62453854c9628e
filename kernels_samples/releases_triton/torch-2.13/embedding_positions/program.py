"""Token and position embeddings with a dynamic sequence length, then GELU."""
import torch
import torch.nn.functional as F

INPUTS = [("tok", (2, 50), "int64"), ("wte", (1000, 64), "float32"), ("wpe", (256, 64), "float32")]
DYNAMIC = {"tok": [0, 1]}


def fn(tok, wte, wpe):
    pos = torch.arange(tok.shape[1], device=tok.device)
    h = F.embedding(tok.clamp(0, 999), wte) + F.embedding(pos, wpe).unsqueeze(0)
    return F.gelu(h)
