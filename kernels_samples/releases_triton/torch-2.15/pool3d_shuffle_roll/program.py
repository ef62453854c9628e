"""Video-style pooling with a dynamic number of frames (max_pool3d and avg_pool3d with
ceil_mode), pixel_shuffle / pixel_unshuffle of a dynamic image, roll along a dynamic dim."""
import torch
import torch.nn.functional as F

INPUTS = [("v", (2, 4, 9, 10, 10), "float32"), ("img", (2, 8, 6, 7), "float32")]
DYNAMIC = {"v": [2], "img": [2, 3]}


def fn(v, img):
    a = F.max_pool3d(v, (2, 3, 3), stride=(2, 2, 2), ceil_mode=True)
    b = F.avg_pool3d(v, (3, 2, 2), stride=(2, 2, 2), padding=(1, 0, 0), ceil_mode=True)
    s = F.pixel_shuffle(img, 2)
    u = F.pixel_unshuffle(s, 2)
    r = torch.roll(u, shifts=3, dims=2)
    return a, b, r + img
