"""A detection head's loss on CPU with a dynamic number of anchors: box decoding, a pairwise
IoU matrix, argmax matching of anchors to ground truth, gathering the matched boxes and
labels, one_hot by scatter, a sigmoid focal loss and a smooth-L1 box loss over positives.
"""
import os

import torch
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")
NUM_CLASSES = 7


def box_iou(a, b):
    area_a = (a[:, 2] - a[:, 0]).clamp(min=0) * (a[:, 3] - a[:, 1]).clamp(min=0)
    area_b = (b[:, 2] - b[:, 0]).clamp(min=0) * (b[:, 3] - b[:, 1]).clamp(min=0)
    lt = torch.max(a[:, None, :2], b[None, :, :2])
    rb = torch.min(a[:, None, 2:], b[None, :, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[..., 0] * wh[..., 1]
    return inter / (area_a[:, None] + area_b[None, :] - inter + 1e-6)


def fn(anchors, deltas, logits, gt_boxes, gt_labels):
    wa = anchors[:, 2] - anchors[:, 0]
    ha = anchors[:, 3] - anchors[:, 1]
    cx = anchors[:, 0] + 0.5 * wa + deltas[:, 0] * wa
    cy = anchors[:, 1] + 0.5 * ha + deltas[:, 1] * ha
    w = wa * deltas[:, 2].clamp(max=4.0).exp()
    h = ha * deltas[:, 3].clamp(max=4.0).exp()
    boxes = torch.stack([cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h], dim=1)
    iou = box_iou(anchors, gt_boxes)
    best, idx = iou.max(dim=1)
    pos = best > 0.4
    matched = gt_boxes[idx]
    labels = torch.where(pos, gt_labels[idx], torch.zeros_like(idx))
    target = torch.zeros_like(logits).scatter_(1, labels.unsqueeze(1), 1.0)
    target[:, 0] = 0.0
    p = logits.sigmoid()
    ce = F.binary_cross_entropy_with_logits(logits, target, reduction="none")
    pt = p * target + (1 - p) * (1 - target)
    focal = (ce * (1 - pt) ** 2).sum() / pos.sum().clamp(min=1)
    box = (F.smooth_l1_loss(boxes, matched, reduction="none").sum(1) * pos).sum() / pos.sum().clamp(min=1)
    return focal + box, boxes


def main():
    torch.manual_seed(0)
    compiled = torch.compile(fn, backend=BACKEND)
    ok = True
    for n in (37, 90):
        xy = torch.rand(n, 2, device=DEV) * 50
        anchors = torch.cat([xy, xy + 5 + torch.rand(n, 2, device=DEV) * 10], 1)
        deltas = (torch.randn(n, 4, device=DEV) * 0.1).requires_grad_()
        logits = torch.randn(n, NUM_CLASSES, device=DEV, requires_grad=True)
        gxy = torch.rand(5, 2, device=DEV) * 50
        gt = torch.cat([gxy, gxy + 8], 1)
        gl = torch.randint(1, NUM_CLASSES, (5,), device=DEV)
        for t in (anchors, deltas, logits):
            torch._dynamo.mark_dynamic(t, 0)
        loss, boxes = compiled(anchors, deltas, logits, gt, gl)
        loss.backward()
        g = deltas.grad.clone()
        deltas.grad = logits.grad = None
        rl, rb = fn(anchors, deltas, logits, gt, gl)
        rl.backward()
        ok &= torch.allclose(loss, rl, atol=1e-4, rtol=1e-4) and torch.allclose(g, deltas.grad, atol=1e-4, rtol=1e-4)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
