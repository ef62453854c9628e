# AOT ID: ['0_forward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/caps/gpu_text_cnn_dynamic_len/cache/ib/cibssehvso3bo7nis3ipgags4igjdasqq4ag3ubmmzz6nl33jfpo.py
# Topologically Sorted Source Nodes: [embedding], Original ATen: [aten.embedding]
# Source node to ATen node mapping:
#   embedding => embedding
# Graph fragment:
#   %primals_3 : Tensor "i64[4, s27][s27, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %primals_1 : Tensor "f32[500, 24][24, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %embedding : Tensor "f32[4, s27, 24][24*s27, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_1, %primals_3, 0), kwargs = {})
#   return %embedding
triton_poi_fused_embedding_0 = async_compile.triton('triton_poi_fused_embedding_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 24
    x0 = (xindex % 24)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 500, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 500)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 500")
    tmp6 = tl.load(in_ptr1 + (x0 + 24*tmp4), xmask)
    tl.store(out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_text_cnn_dynamic_len/cache/jp/cjpy25hkre5syvmqypesotnhbwx6bu4lbn3xubnft4semziamlhm.py
# Topologically Sorted Source Nodes: [embedding, x, conv1d], Original ATen: [aten.embedding, aten.transpose, aten.convolution]
# Source node to ATen node mapping:
#   conv1d => convolution
#   embedding => embedding
#   x => permute
# Graph fragment:
#   %embedding : Tensor "f32[4, s27, 24][24*s27, 24, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding : Tensor "f32[4, s27, 24][24*s27, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_1, %primals_3, 0), kwargs = {})
#   %permute : Tensor "f32[4, 24, s27][24*s27, 1, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%embedding, [0, 2, 1]), kwargs = {})
#   %convolution : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%permute, %primals_4, %primals_5, [1], [2], [2], False, [0], 1), kwargs = {})
#   return %buf1
triton_poi_fused_convolution_embedding_transpose_1 = async_compile.triton('triton_poi_fused_convolution_embedding_transpose_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_embedding_transpose_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 7296, 'x': 14592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_embedding_transpose_1(in_ptr0, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 96
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 24)
    y1 = yindex // 24
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 24*x2 + 24*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x2 + ks0*y3), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_text_cnn_dynamic_len/cache/p2/cp2chdecgvz4iebg2cp3bnstjb546tk7x2kfvrfsiotigbp3ebat.py
# Topologically Sorted Source Nodes: [embedding, x, conv1d, x_1], Original ATen: [aten.embedding, aten.transpose, aten.convolution, aten.gelu]
# Source node to ATen node mapping:
#   conv1d => convolution
#   embedding => embedding
#   x => permute
#   x_1 => add_12, erf, mul_10, mul_11, mul_9
# Graph fragment:
#   %buf2 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0" = PlaceHolder[target=buf2]
#   %primals_5 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_5]
#   %convolution : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0" = PlaceHolder[target=convolution]
#   %embedding : Tensor "f32[4, s27, 24][24*s27, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_1, %primals_3, 0), kwargs = {})
#   %permute : Tensor "f32[4, 24, s27][24*s27, 1, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%embedding, [0, 2, 1]), kwargs = {})
#   %convolution : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%permute, %primals_4, %primals_5, [1], [2], [2], False, [0], 1), kwargs = {})
#   %mul_9 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_10,), kwargs = {})
#   %add_12 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_11 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %add_12), kwargs = {})
#   return %convolution,%mul_11
triton_poi_fused_convolution_embedding_gelu_transpose_2 = async_compile.triton('triton_poi_fused_convolution_embedding_gelu_transpose_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_embedding_gelu_transpose_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 48640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_embedding_gelu_transpose_2(in_out_ptr0, in_ptr0, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 32)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr0 + (x3), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_text_cnn_dynamic_len/cache/4j/c4j5mtlo67gup2jeigcmhspjrqcwxwzbvpcsamepstlmi63pjn2b.py
# Topologically Sorted Source Nodes: [conv1d_1, relu, x_2, arange, getitem_3, getitem_4, mask, getitem_5, invert, masked_fill, mx, mul, adaptive_avg_pool1d, avg, cat, view_1, eq_25, le_3], Original ATen: [aten.convolution, aten.relu, aten.add, aten.arange, aten.unsqueeze, aten.lt, aten.bitwise_not, aten.masked_fill, aten.amax, aten.mul, aten.mean, aten.squeeze, aten.cat, aten.view, aten.eq, aten.threshold_backward]
# Source node to ATen node mapping:
#   adaptive_avg_pool1d => mean, squeeze, unsqueeze_4
#   arange => iota
#   avg => squeeze_1
#   cat => cat
#   conv1d_1 => convolution_1
#   eq_25 => eq_25
#   getitem_3 => unsqueeze
#   getitem_4 => unsqueeze_1
#   getitem_5 => unsqueeze_2
#   invert => bitwise_not
#   le_3 => le_3
#   mask => lt
#   masked_fill => full_default, where
#   mul => mul_50
#   mx => amax
#   relu => relu
#   view_1 => view_1
#   x_2 => add_29
# Graph fragment:
#   %primals_8 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=primals_8]
#   %buf5 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0" = PlaceHolder[target=buf5]
#   %primals_7 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_7]
#   %mul_11 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0" = PlaceHolder[target=mul_11]
#   %amax : Tensor "f32[4, 32][64, 1]cuda:0" = PlaceHolder[target=amax]
#   %buf7 : Tensor "f32[4, 32, 1, 1][32, 1, 128, 128]cuda:0" = PlaceHolder[target=buf7]
#   %convolution_1 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mul_11, %primals_6, %primals_7, [1], [2], [1], False, [0], 1), kwargs = {})
#   %relu : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_1,), kwargs = {})
#   %add_29 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%relu, %mul_11), kwargs = {})
#   %iota : Tensor "i64[s27][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%primals_2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[1, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 1), kwargs = {})
#   %lt : Tensor "b8[4, s27][s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Tensor](args = (%unsqueeze, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "b8[4, 1, s27][s27, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%lt, 1), kwargs = {})
#   %bitwise_not : Tensor "b8[4, 1, s27][s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%unsqueeze_2,), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default, %add_29), kwargs = {})
#   %amax : Tensor "f32[4, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.amax.default](args = (%where, [-1]), kwargs = {})
#   %mul_50 : Tensor "f32[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_29, %unsqueeze_2), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[4, 32, 1, s27][32*s27, s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_50, -2), kwargs = {})
#   %mean : Tensor "f32[4, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%unsqueeze_4, [-1, -2], True), kwargs = {})
#   %squeeze : Tensor "f32[4, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%mean, -2), kwargs = {})
#   %squeeze_1 : Tensor "f32[4, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%squeeze, -1), kwargs = {})
#   %cat : Tensor "f32[4, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%amax, %squeeze_1], 1), kwargs = {})
#   %view_1 : Tensor "f32[4, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%amax, [4, 32, 1]), kwargs = {})
#   %eq_25 : Tensor "b8[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%view_1, %where), kwargs = {})
#   %le_3 : Tensor "b8[4, 32, s27][32*s27, s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   return %amax,%buf7,%eq_25,%le_3,%buf8
triton_red_fused_add_amax_arange_bitwise_not_cat_convolution_eq_lt_masked_fill_mean_mul_relu_squeeze_threshold_backward_unsqueeze_view_3 = async_compile.triton('triton_red_fused_add_amax_arange_bitwise_not_cat_convolution_eq_lt_masked_fill_mean_mul_relu_squeeze_threshold_backward_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*i1', 'out_ptr3': '*i1', 'out_ptr4': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_amax_arange_bitwise_not_cat_convolution_eq_lt_masked_fill_mean_mul_relu_squeeze_threshold_backward_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2176, 'r0_': 29184}}
)
@triton.jit
def triton_red_fused_add_amax_arange_bitwise_not_cat_convolution_eq_lt_masked_fill_mean_mul_relu_squeeze_threshold_backward_unsqueeze_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr2, out_ptr3, out_ptr4, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    x3 = xindex
    x0 = (xindex % 32)
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp14 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp4 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr3 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = r0_2
        tmp2 = tmp1 < tmp0
        tmp3 = tmp2 == 0
        tmp6 = tmp4 + tmp5
        tmp7 = tl.full([1, 1], 0, tl.int32)
        tmp8 = triton_helpers.maximum(tmp7, tmp6)
        tmp10 = tmp8 + tmp9
        tmp11 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp12 = tl.where(tmp3, tmp11, tmp10)
        tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
        tmp15 = triton_helpers.maximum(_tmp14, tmp13)
        _tmp14 = tl.where(r0_mask & xmask, tmp15, _tmp14)
        tmp16 = tmp2.to(tl.float32)
        tmp17 = tmp10 * tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
    tmp14 = triton_helpers.max2(_tmp14, 1)[:, None]
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x0 + 64*x1), tmp14, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp24 = tl.load(in_ptr1 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tl.load(in_ptr3 + (r0_2 + ks0*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp21 = r0_2
        tmp22 = tmp21 < tmp0
        tmp23 = tmp22 == 0
        tmp25 = tmp24 + tmp5
        tmp26 = tl.full([1, 1], 0, tl.int32)
        tmp27 = triton_helpers.maximum(tmp26, tmp25)
        tmp29 = tmp27 + tmp28
        tmp30 = tl.full([1, 1], float("-inf"), tl.float32)
        tmp31 = tl.where(tmp23, tmp30, tmp29)
        tmp32 = tmp14 == tmp31
        tmp33 = tl.full([1, 1], 0.0, tl.float32)
        tmp34 = tmp27 <= tmp33
        tl.store(out_ptr2 + (r0_2 + ks0*x3), tmp32, r0_mask & xmask)
        tl.store(out_ptr3 + (r0_2 + ks0*x3), tmp34, r0_mask & xmask)
    tmp35 = ks0
    tmp36 = tmp35.to(tl.float32)
    tmp37 = (tmp19 / tmp36)
    tl.store(out_ptr4 + (x0 + 64*x1), tmp37, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_text_cnn_dynamic_len/cache/zy/czycapbgsqonowky6riknya2o7il6ypnsdyf6sd3va3x5imvpkhv.py
# Topologically Sorted Source Nodes: [cross_entropy], Original ATen: [prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.nll_loss_forward, aten.sum, aten.neg, aten.eq, aten.masked_fill]
# Source node to ATen node mapping:
#   cross_entropy => eq_24, full_default_2, log, neg_1, sub_23, sum_4, where_3
# Graph fragment:
#   %primals_11 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=primals_11]
#   %addmm : Tensor "f32[4, 6][6, 1]cuda:0" = PlaceHolder[target=addmm]
#   %buf11 : Tensor "f32[4, 1][1, 4]cuda:0" = PlaceHolder[target=buf11]
#   %eq_24 : Tensor "b8[4][1]cuda:0" = PlaceHolder[target=eq_24]
#   %log : Tensor "f32[4, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm, 1), kwargs = {})
#   %getitem : Tensor "f32[4, 1][1, 1]cuda:0"[num_users=2] = call_function[target=operator.getitem](args = (%prepare_softmax_online_default, 0), kwargs = {})
#   %sub_tensor : Tensor "f32[4, 6][6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm, %getitem), kwargs = {})
#   %log : Tensor "f32[4, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_1,), kwargs = {})
#   %sub_23 : Tensor "f32[4, 6][6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sum_4 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_23, [1]), kwargs = {})
#   %neg_1 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%sum_4,), kwargs = {})
#   %eq_24 : Tensor "b8[4][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_11, -100), kwargs = {})
#   %where_3 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_24, %full_default_2, %neg_1), kwargs = {})
#   return %eq_24,%buf11,%log,%where_3
triton_poi_fused__log_softmax_eq_masked_fill_neg_nll_loss_forward_prepare_softmax_online_sub_sum_4 = async_compile.triton('triton_poi_fused__log_softmax_eq_masked_fill_neg_nll_loss_forward_prepare_softmax_online_sub_sum_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*i1', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__log_softmax_eq_masked_fill_neg_nll_loss_forward_prepare_softmax_online_sub_sum_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 68}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__log_softmax_eq_masked_fill_neg_nll_loss_forward_prepare_softmax_online_sub_sum_4(in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp3 = tl.load(in_ptr1 + (6*x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 6*x0), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (2 + 6*x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (3 + 6*x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (4 + 6*x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (5 + 6*x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], -100, tl.int64)
    tmp2 = tmp0 == tmp1
    tmp5 = triton_helpers.maximum(tmp3, tmp4)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp9 = triton_helpers.maximum(tmp7, tmp8)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp13 = triton_helpers.maximum(tmp11, tmp12)
    tmp14 = tmp3 - tmp13
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tmp4 - tmp13
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tmp15 + tmp17
    tmp19 = tmp6 - tmp13
    tmp20 = libdevice.exp(tmp19)
    tmp21 = tmp18 + tmp20
    tmp22 = tmp8 - tmp13
    tmp23 = libdevice.exp(tmp22)
    tmp24 = tmp21 + tmp23
    tmp25 = tmp10 - tmp13
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tmp24 + tmp26
    tmp28 = tmp12 - tmp13
    tmp29 = libdevice.exp(tmp28)
    tmp30 = tmp27 + tmp29
    tmp31 = tl_math.log(tmp30)
    tmp32 = tmp14 - tmp31
    tmp33 = tmp16 - tmp31
    tmp34 = tmp32 + tmp33
    tmp35 = tmp19 - tmp31
    tmp36 = tmp34 + tmp35
    tmp37 = tmp22 - tmp31
    tmp38 = tmp36 + tmp37
    tmp39 = tmp25 - tmp31
    tmp40 = tmp38 + tmp39
    tmp41 = tmp28 - tmp31
    tmp42 = tmp40 + tmp41
    tmp43 = -tmp42
    tmp44 = tl.full([1], 0.0, tl.float32)
    tmp45 = tl.where(tmp2, tmp44, tmp43)
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp13, xmask)
    tl.store(out_ptr2 + (x0), tmp31, xmask)
    tl.store(out_ptr3 + (x0), tmp45, xmask)
''', device_str='cuda')


# kernel path: /tmp/caps/gpu_text_cnn_dynamic_len/cache/rw/crwwwrbuawaqwdr7cpi2acrrftfilc3yx2n2zpuwrf3xkp4puzyr.py
# Topologically Sorted Source Nodes: [cross_entropy], Original ATen: [prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.nll_loss_forward, aten.bitwise_not, aten.sum, aten.div, aten.mul, aten.add]
# Source node to ATen node mapping:
#   cross_entropy => add_77, bitwise_not_1, convert_element_type, div, div_1, full_default_1, full_default_2, gather, mul_61, mul_62, ne_2, neg, squeeze_2, sub_23, sum_2, sum_3, sum_5, sum_6, unsqueeze_5, where_1, where_2
# Graph fragment:
#   %primals_11 : Tensor "i64[4][1]cuda:0" = PlaceHolder[target=primals_11]
#   %addmm : Tensor "f32[4, 6][6, 1]cuda:0" = PlaceHolder[target=addmm]
#   %buf11 : Tensor "f32[4, 1][1, 4]cuda:0" = PlaceHolder[target=buf11]
#   %log : Tensor "f32[4, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_3]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %where_3 : Tensor "f32[4][1]cuda:0" = PlaceHolder[target=where_3]
#   %eq_24 : Tensor "b8[4][1]cuda:0" = PlaceHolder[target=eq_24]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm, 1), kwargs = {})
#   %getitem : Tensor "f32[4, 1][1, 1]cuda:0"[num_users=2] = call_function[target=operator.getitem](args = (%prepare_softmax_online_default, 0), kwargs = {})
#   %sub_tensor : Tensor "f32[4, 6][6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm, %getitem), kwargs = {})
#   %sub_23 : Tensor "f32[4, 6][6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne_2 : Tensor "b8[4][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%primals_11, -100), kwargs = {})
#   %full_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "i64[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_2, %primals_11, %full_default_1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_1, 1), kwargs = {})
#   %gather : Tensor "f32[4, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_23, 1, %unsqueeze_5), kwargs = {})
#   %squeeze_2 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_2,), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_2, %neg, %full_default_2), kwargs = {})
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne_2,), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_2,), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_3, %convert_element_type), kwargs = {})
#   %bitwise_not_1 : Tensor "b8[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_not.default](args = (%eq_24,), kwargs = {})
#   %sum_5 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%bitwise_not_1,), kwargs = {})
#   %sum_6 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_3,), kwargs = {})
#   %div_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_6, %sum_5), kwargs = {})
#   %mul_61 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%div_1, 0.016666666666666666), kwargs = {})
#   %mul_62 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%div, 0.9), kwargs = {})
#   %add_77 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_62, %mul_61), kwargs = {})
#   return %convert_element_type,%sum_3,%add_77
triton_poi_fused__log_softmax_add_bitwise_not_div_mul_nll_loss_forward_prepare_softmax_online_sub_sum_5 = async_compile.triton('triton_poi_fused__log_softmax_add_bitwise_not_div_mul_nll_loss_forward_prepare_softmax_online_sub_sum_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i1', 'out_ptr0': '*fp32', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__log_softmax_add_bitwise_not_div_mul_nll_loss_forward_prepare_softmax_online_sub_sum_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 20, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__log_softmax_add_bitwise_not_div_mul_nll_loss_forward_prepare_softmax_online_sub_sum_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp5 = tl.load(in_ptr0 + (1))
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
    tmp10 = tl.load(in_ptr0 + (2))
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
    tmp15 = tl.load(in_ptr0 + (3))
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
    tmp29 = tl.load(in_ptr2 + (0))
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK])
    tmp32 = tl.load(in_ptr3 + (0))
    tmp33 = tl.broadcast_to(tmp32, [XBLOCK])
    tmp44 = tl.load(in_ptr2 + (1))
    tmp45 = tl.broadcast_to(tmp44, [XBLOCK])
    tmp47 = tl.load(in_ptr3 + (1))
    tmp48 = tl.broadcast_to(tmp47, [XBLOCK])
    tmp59 = tl.load(in_ptr2 + (2))
    tmp60 = tl.broadcast_to(tmp59, [XBLOCK])
    tmp62 = tl.load(in_ptr3 + (2))
    tmp63 = tl.broadcast_to(tmp62, [XBLOCK])
    tmp74 = tl.load(in_ptr2 + (3))
    tmp75 = tl.broadcast_to(tmp74, [XBLOCK])
    tmp77 = tl.load(in_ptr3 + (3))
    tmp78 = tl.broadcast_to(tmp77, [XBLOCK])
    tmp86 = tl.load(in_ptr4 + (0))
    tmp87 = tl.broadcast_to(tmp86, [XBLOCK])
    tmp88 = tl.load(in_ptr4 + (1))
    tmp89 = tl.broadcast_to(tmp88, [XBLOCK])
    tmp91 = tl.load(in_ptr4 + (2))
    tmp92 = tl.broadcast_to(tmp91, [XBLOCK])
    tmp94 = tl.load(in_ptr4 + (3))
    tmp95 = tl.broadcast_to(tmp94, [XBLOCK])
    tmp97 = tl.load(in_ptr5 + (0)).to(tl.int1)
    tmp98 = tl.broadcast_to(tmp97, [XBLOCK])
    tmp101 = tl.load(in_ptr5 + (1)).to(tl.int1)
    tmp102 = tl.broadcast_to(tmp101, [XBLOCK])
    tmp106 = tl.load(in_ptr5 + (2)).to(tl.int1)
    tmp107 = tl.broadcast_to(tmp106, [XBLOCK])
    tmp111 = tl.load(in_ptr5 + (3)).to(tl.int1)
    tmp112 = tl.broadcast_to(tmp111, [XBLOCK])
    tmp2 = tl.full([1], -100, tl.int64)
    tmp3 = tmp1 != tmp2
    tmp4 = tmp3.to(tl.int64)
    tmp7 = tmp6 != tmp2
    tmp8 = tmp7.to(tl.int64)
    tmp9 = tmp4 + tmp8
    tmp12 = tmp11 != tmp2
    tmp13 = tmp12.to(tl.int64)
    tmp14 = tmp9 + tmp13
    tmp17 = tmp16 != tmp2
    tmp18 = tmp17.to(tl.int64)
    tmp19 = tmp14 + tmp18
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.full([1], 0, tl.int64)
    tmp22 = tl.where(tmp3, tmp1, tmp21)
    tmp23 = tl.full([XBLOCK], 6, tl.int32)
    tmp24 = tmp22 + tmp23
    tmp25 = tmp22 < 0
    tmp26 = tl.where(tmp25, tmp24, tmp22)
    tl.device_assert((0 <= tmp26) & (tmp26 < 6), "index out of bounds: 0 <= tmp26 < 6")
    tmp28 = tl.load(in_ptr1 + (tmp26), None, eviction_policy='evict_last')
    tmp31 = tmp28 - tmp30
    tmp34 = tmp31 - tmp33
    tmp35 = -tmp34
    tmp36 = tl.full([1], 0.0, tl.float32)
    tmp37 = tl.where(tmp3, tmp35, tmp36)
    tmp38 = tl.where(tmp7, tmp6, tmp21)
    tmp39 = tmp38 + tmp23
    tmp40 = tmp38 < 0
    tmp41 = tl.where(tmp40, tmp39, tmp38)
    tl.device_assert((0 <= tmp41) & (tmp41 < 6), "index out of bounds: 0 <= tmp41 < 6")
    tmp43 = tl.load(in_ptr1 + (6 + tmp41), None, eviction_policy='evict_last')
    tmp46 = tmp43 - tmp45
    tmp49 = tmp46 - tmp48
    tmp50 = -tmp49
    tmp51 = tl.where(tmp7, tmp50, tmp36)
    tmp52 = tmp37 + tmp51
    tmp53 = tl.where(tmp12, tmp11, tmp21)
    tmp54 = tmp53 + tmp23
    tmp55 = tmp53 < 0
    tmp56 = tl.where(tmp55, tmp54, tmp53)
    tl.device_assert((0 <= tmp56) & (tmp56 < 6), "index out of bounds: 0 <= tmp56 < 6")
    tmp58 = tl.load(in_ptr1 + (12 + tmp56), None, eviction_policy='evict_last')
    tmp61 = tmp58 - tmp60
    tmp64 = tmp61 - tmp63
    tmp65 = -tmp64
    tmp66 = tl.where(tmp12, tmp65, tmp36)
    tmp67 = tmp52 + tmp66
    tmp68 = tl.where(tmp17, tmp16, tmp21)
    tmp69 = tmp68 + tmp23
    tmp70 = tmp68 < 0
    tmp71 = tl.where(tmp70, tmp69, tmp68)
    tl.device_assert((0 <= tmp71) & (tmp71 < 6), "index out of bounds: 0 <= tmp71 < 6")
    tmp73 = tl.load(in_ptr1 + (18 + tmp71), None, eviction_policy='evict_last')
    tmp76 = tmp73 - tmp75
    tmp79 = tmp76 - tmp78
    tmp80 = -tmp79
    tmp81 = tl.where(tmp17, tmp80, tmp36)
    tmp82 = tmp67 + tmp81
    tmp83 = (tmp82 / tmp20)
    tmp84 = tl.full([1], 0.9, tl.float32)
    tmp85 = tmp83 * tmp84
    tmp90 = tmp87 + tmp89
    tmp93 = tmp90 + tmp92
    tmp96 = tmp93 + tmp95
    tmp99 = tmp98 == 0
    tmp100 = tmp99.to(tl.int64)
    tmp103 = tmp102 == 0
    tmp104 = tmp103.to(tl.int64)
    tmp105 = tmp100 + tmp104
    tmp108 = tmp107 == 0
    tmp109 = tmp108.to(tl.int64)
    tmp110 = tmp105 + tmp109
    tmp113 = tmp112 == 0
    tmp114 = tmp113.to(tl.int64)
    tmp115 = tmp110 + tmp114
    tmp116 = tmp115.to(tl.float32)
    tmp117 = (tmp96 / tmp116)
    tmp118 = tl.full([1], 0.016666666666666666, tl.float32)
    tmp119 = tmp117 * tmp118
    tmp120 = tmp85 + tmp119
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp20, None)
    tl.store(in_out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp120, None)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11 = args
        args.clear()
        s27 = primals_2
        assert_size_stride(primals_1, (500, 24), (24, 1))
        assert_size_stride(primals_3, (4, s27), (s27, 1))
        assert_size_stride(primals_4, (32, 24, 3), (72, 3, 1))
        assert_size_stride(primals_5, (32, ), (1, ))
        assert_size_stride(primals_6, (32, 32, 5), (160, 5, 1))
        assert_size_stride(primals_7, (32, ), (1, ))
        assert_size_stride(primals_8, (4, ), (1, ))
        assert_size_stride(primals_9, (6, 64), (64, 1))
        assert_size_stride(primals_10, (6, ), (1, ))
        assert_size_stride(primals_11, (4, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((4, s27, 24), (24*s27, 24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding], Original ATen: [aten.embedding]
            triton_poi_fused_embedding_0_xnumel = 96*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_0.run(primals_3, primals_1, buf0, triton_poi_fused_embedding_0_xnumel, stream=stream0)
            del primals_1
            buf1 = empty_strided_cuda((4, 24, s27), (24*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, x, conv1d], Original ATen: [aten.embedding, aten.transpose, aten.convolution]
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_embedding_transpose_1.run(buf0, buf1, s27, 96, s27, stream=stream0)
            # Topologically Sorted Source Nodes: [embedding, x, conv1d], Original ATen: [aten.embedding, aten.transpose, aten.convolution]
            buf2 = extern_kernels.convolution(buf1, primals_4, stride=(1,), padding=(2,), dilation=(2,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf2, (4, 32, s27), (32*s27, s27, 1), 'torch.ops.aten.convolution.default')
            del buf1
            buf3 = buf2; del buf2  # reuse
            buf4 = empty_strided_cuda((4, 32, s27), (32*s27, s27, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embedding, x, conv1d, x_1], Original ATen: [aten.embedding, aten.transpose, aten.convolution, aten.gelu]
            triton_poi_fused_convolution_embedding_gelu_transpose_2_xnumel = 128*s27
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_embedding_gelu_transpose_2.run(buf3, primals_5, buf4, s27, triton_poi_fused_convolution_embedding_gelu_transpose_2_xnumel, stream=stream0)
            del primals_5
            # Topologically Sorted Source Nodes: [conv1d_1], Original ATen: [aten.convolution]
            buf5 = extern_kernels.convolution(buf4, primals_6, stride=(1,), padding=(2,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
            assert_size_stride(buf5, (4, 32, s27), (32*s27, s27, 1), 'torch.ops.aten.convolution.default')
            buf9 = empty_strided_cuda((4, 64), (64, 1), torch.float32)
            buf6 = reinterpret_tensor(buf9, (4, 32), (64, 1), 0)  # alias
            buf17 = empty_strided_cuda((4, 32, s27), (32*s27, s27, 1), torch.bool)
            buf18 = empty_strided_cuda((4, 32, s27), (32*s27, s27, 1), torch.bool)
            buf8 = reinterpret_tensor(buf9, (4, 32), (64, 1), 32)  # alias
            # Topologically Sorted Source Nodes: [conv1d_1, relu, x_2, arange, getitem_3, getitem_4, mask, getitem_5, invert, masked_fill, mx, mul, adaptive_avg_pool1d, avg, cat, view_1, eq_25, le_3], Original ATen: [aten.convolution, aten.relu, aten.add, aten.arange, aten.unsqueeze, aten.lt, aten.bitwise_not, aten.masked_fill, aten.amax, aten.mul, aten.mean, aten.squeeze, aten.cat, aten.view, aten.eq, aten.threshold_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_amax_arange_bitwise_not_cat_convolution_eq_lt_masked_fill_mean_mul_relu_squeeze_threshold_backward_unsqueeze_view_3.run(primals_8, buf5, primals_7, buf4, buf6, buf17, buf18, buf8, s27, 128, s27, stream=stream0)
            del buf5
            del primals_7
            buf10 = empty_strided_cuda((4, 6), (6, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_10, buf9, reinterpret_tensor(primals_9, (64, 6), (1, 64), 0), alpha=1, beta=1, out=buf10)
            del primals_10
            buf15 = empty_strided_cuda((4, ), (1, ), torch.bool)
            buf11 = empty_strided_cuda((4, 1), (1, 4), torch.float32)
            buf12 = empty_strided_cuda((4, 1), (1, 1), torch.float32)
            buf16 = empty_strided_cuda((4, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy], Original ATen: [prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.nll_loss_forward, aten.sum, aten.neg, aten.eq, aten.masked_fill]
            stream0 = get_raw_stream(0)
            triton_poi_fused__log_softmax_eq_masked_fill_neg_nll_loss_forward_prepare_softmax_online_sub_sum_4.run(primals_11, buf10, buf15, buf11, buf12, buf16, 4, stream=stream0)
            buf13 = empty_strided_cuda((), (), torch.float32)
            buf14 = empty_strided_cuda((), (), torch.float32)
            buf19 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy], Original ATen: [prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.nll_loss_forward, aten.bitwise_not, aten.sum, aten.div, aten.mul, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused__log_softmax_add_bitwise_not_div_mul_nll_loss_forward_prepare_softmax_online_sub_sum_5.run(buf19, primals_11, buf10, buf11, buf12, buf16, buf15, buf13, 1, stream=stream0)
            del buf16
        return (buf19, primals_3, primals_4, primals_6, primals_8, primals_9, primals_11, reinterpret_tensor(buf0, (4, 24, s27), (24*s27, 1, 24), 0), buf3, buf4, buf9, buf10, reinterpret_tensor(buf11, (4, 1), (1, 1), 0), buf12, buf13, buf15, buf17, buf18, s27, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((500, 24), (24, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = 19
    primals_3 = rand_strided((4, 19), (19, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((32, 24, 3), (72, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((32, 32, 5), (160, 5, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.int64)
    primals_9 = rand_strided((6, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((6, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((4, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
