"""The limits table (limits.py): the limit from independent counts, and the table's labelled figures."""
import pytest

from eqiforge.host.rank.limits import compulsory_bytes, limit_us, program_flops, table
from eqiforge.host.rank.rank import hardware

from .helpers import tiny


@pytest.mark.parametrize("dtype, itemsize", [("bf16", 2), ("fp32", 4)])
def test_the_limit_of_a_product_is_its_compulsory_bytes_or_its_flops_at_the_tensor_core_rate(dtype, itemsize):
    """x @ w, 64 x 2048 by 2048 x 64: 2·M·K·N FLOPs (torch's count on meta tensors), inputs read once and the
    output written once at the storage dtype; the limit is the larger of the two times (memory-bound here)."""
    w, hw = tiny("plain_matmul"), hardware("h200")
    m, k, n = 64, 2048, 64
    assert program_flops(w, "large_k") == 2 * m * k * n
    nbytes = compulsory_bytes(w, "large_k", dtype)
    assert nbytes == (m * k + k * n + m * n) * itemsize
    us, bound = limit_us(2 * m * k * n, nbytes, hw, dtype)
    memory, compute = nbytes / (hw.bandwidth_gbps * 1e3), 2 * m * k * n / hw.tensor_core_flops_per_us(dtype)
    assert us == pytest.approx(max(memory, compute)) and bound == ("memory" if memory >= compute else "compute")
    # a compute-bound program: the tensor-core rate of the dtype (bf16: 790 TFLOP/s on the H200)
    us, bound = limit_us(10**15, 1, hw, "bf16")
    assert bound == "compute" and us == pytest.approx(1e15 / 790e6)


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
    # launch floor: one kernel at the H200 file's launch cost (calibration.md), over the 2 us limit
    floor = (hw.launch_us + 2.0) / 2.0
    assert f"| w | paper | f01 (1) | 5 | 2 (memory) | 2.50x | {floor:.2f}x | 1.50x | yes | 96 | 0 | 4096 | yes |" in text
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
