"""The limits table (limits.py): the limit from independent counts, and the table's labelled figures."""
import pytest

from eqiforge.host.limits import compulsory_bytes, limit_us, program_flops, table
from eqiforge.host.rank.hardware import hardware

from .helpers import tiny


# x @ w, 64 x 2048 by 2048 x 64 on the H200 file (4300 GB/s = 4.3e6 bytes/us; bf16 790 TFLOP/s, fp32 67 on CUDA
# cores, tf32 495), worked by hand:
#   FLOPs  2 * 64 * 2048 * 64 = 16,777,216
#   bytes  (64*2048 + 2048*64 + 64*64) = 266,240 values: bf16 532,480 B, fp32 1,064,960 B
#   bf16            memory 532,480 / 4.3e6 = 0.123833 us   compute 16,777,216 / 790e6 = 0.021237 us -> memory
#   fp32 "highest"  memory 1,064,960 / 4.3e6 = 0.247665 us compute 16,777,216 / 67e6 = 0.250406 us -> compute
#   fp32 "high"     memory 0.247665 us                     compute 16,777,216 / 495e6 = 0.033893 us -> memory
@pytest.mark.parametrize("dtype, precision, nbytes, us, bound", [
    ("bf16", "highest", 532_480, 0.123833, "memory"),
    ("fp32", "highest", 1_064_960, 0.250406, "compute"),
    ("fp32", "high", 1_064_960, 0.247665, "memory"),
])
def test_the_limit_of_a_product_is_its_compulsory_bytes_or_its_flops_at_the_tensor_core_rate(
        dtype, precision, nbytes, us, bound):
    """x @ w: 2·M·K·N FLOPs (torch's count on meta tensors), inputs read once and the output written once at the
    storage dtype; the limit is the larger of the two times. In fp32 under torch's default precision ("highest": CUDA
    cores) this product is just compute-bound; with tf32 ("high") memory-bound."""
    import torch
    w, hw, before = tiny("plain_matmul"), hardware("h200"), torch.get_float32_matmul_precision()
    assert program_flops(w, "large_k") == 16_777_216
    assert compulsory_bytes(w, "large_k", dtype) == nbytes
    try:
        torch.set_float32_matmul_precision(precision)
        got, got_bound = limit_us(16_777_216, nbytes, hw, dtype)
    finally:
        torch.set_float32_matmul_precision(before)
    assert got == pytest.approx(us, rel=1e-5) and got_bound == bound
    # a compute-bound program: the tensor-core rate of the dtype (bf16: 790 TFLOP/s on the H200): 1e15 / 790e6 us
    assert limit_us(10**15, 1, hw, "bf16") == (pytest.approx(1_265_822.78), "compute")


def test_fp32_products_follow_torchs_matmul_precision():
    """As PyTorch does: tf32 tensor cores unless the precision is "highest" (then CUDA cores, ieee)."""
    import torch
    hw, before = hardware("h200"), torch.get_float32_matmul_precision()
    try:
        torch.set_float32_matmul_precision("highest")
        assert hw.tensor_core_flops_per_us("fp32") == 67e6
        torch.set_float32_matmul_precision("high")
        assert hw.tensor_core_flops_per_us("fp32") == 495e6
    finally:
        torch.set_float32_matmul_precision(before)
    assert hw.tensor_core_flops_per_us("bf16") == hw.tensor_core_flops_per_us("fp16") == 790e6


def test_the_table_labels_every_figure_and_says_when_no_family_is_best():
    hw = hardware("h200")
    row = {"workload": "w", "config": "paper", "dtype": "bf16", "families": 3, "flops": 10, "compulsory_bytes": 100,
           "limit_us": 2.0, "bound": "memory", "best": "f01", "seconds": 1.0, "kernels": 1, "summary": "s",
           "modelled_us": 5.0, "modelled_bytes": 150, "modelled_flops": 10, "schedule": {},
           "compiled": {"ok": True, "registers": 96, "spilled_bytes": 0, "shared_bytes": 4096, "tensor_cores": True,
                        "error": None}}
    none = dict(row, workload="v", best=None, modelled_us=None, compiled=None)
    text = table([row, none], hw)
    # modelled / limit 5 / 2 = 2.50x; launch floor: one kernel at the H200 file's launch cost (0.4 us,
    # calibration.md) over the 2 us limit, (0.4 + 2) / 2 = 1.20x; bytes 150 / 100 = 1.50x
    assert "| w | paper | f01 (1) | 5 | 2 (memory) | 2.50x | 1.20x | 1.50x | yes | 96 | 0 | 4096 | yes |" in text
    assert "| v | paper | none: no family is ranked and compiles without spills |" in text
    assert "modelled µs" in text and "compiled registers" in text and "Nothing here was measured on a GPU" in text
    assert "Geometric mean of modelled / limit over 1 workloads: 2.50x (modelled)" in text


def test_the_table_is_made_from_rows_of_earlier_runs(run_cli, tmp_path):
    """`limits --rows A.json B.json`: workloads run one at a time (`limits W --json`) make one table, and nothing
    is run again."""
    import json
    row = {"workload": "w", "config": "paper", "dtype": "bf16", "families": 3, "flops": 10, "compulsory_bytes": 100,
           "limit_us": 2.0, "bound": "memory", "best": "f01", "seconds": 1.0, "kernels": 1, "summary": "s",
           "modelled_us": 5.0, "modelled_bytes": 150, "modelled_flops": 10, "schedule": {}, "compiled": None}
    (tmp_path / "a.json").write_text(json.dumps([row]))
    (tmp_path / "b.json").write_text(json.dumps([dict(row, workload="v", modelled_us=8.0)]))
    code, _, _ = run_cli("limits", "--rows", str(tmp_path / "a.json"), str(tmp_path / "b.json"),
                         "--out", str(tmp_path / "limits.md"))
    text = (tmp_path / "limits.md").read_text()
    assert code == 0 and "| w | paper | f01 (1) | 5 |" in text and "| v | paper | f01 (1) | 8 |" in text
    assert "Geometric mean of modelled / limit over 2 workloads: 3.16x (modelled)" in text
