"""The GPUs the model ranks for: their hardware files (eqiforge/hardware/NAME.json) as Hardware, and the GPU this
machine has. The files say which rates are measured and which are published."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..errors import EqiForgeError


HARDWARE_DIR = Path(__file__).resolve().parents[2] / "hardware"


class RankError(EqiForgeError):
    pass


@dataclass(frozen=True)
class Hardware:
    name: str
    sms: int
    bandwidth_gbps: float
    fp32_tflops: float
    shared_memory_per_sm_kib: float
    launch_us: float
    about: str = ""
    shared_memory_per_block_kib: float = 227
    target: tuple = ("cuda", 90, 32)     # what the compile check builds for: Triton's GPUTarget(backend, arch, warp)
    bf16_tflops: float = 0.0             # dense tensor-core rates by operand dtype (0: no tensor cores)
    fp16_tflops: float = 0.0
    tf32_tflops: float = 0.0
    registers_per_sm: int = 65536
    max_registers_per_thread: int = 255
    max_threads_per_sm: int = 2048
    memory_latency_ns: float = 600.0     # what the bytes in flight per SM must cover to reach the bandwidth
    l2_cache_mib: float = 0.0            # a kernel's re-reads come from L2 where what it re-reads fits in half
    l2_bandwidth_gbps: float = 0.0       # (0: no L2 in the model, every re-read from memory)
    # the work a kernel does beside its products (calibration.md): special functions (exp, log, rsqrt, erf ...) on
    # the SFUs, other element-wise ops one instruction per element per fp32 lane, and the shared-memory reads that
    # feed tensor-core products. 0: not priced (the model before calibration)
    sfu_tops: float = 0.0                # special-function results per second, 1e12
    smem_bytes_per_clock_per_sm: float = 0.0
    clock_ghz: float = 0.0
    eager_launch_us: float = 0.0         # a launch from Python without a CUDA graph, per call (calibration only)
    dot_wait_cycles: float = 0.0         # a product inside a loop whose result the loop reads: the wait for it

    @property
    def sfu_per_us(self) -> float:
        return self.sfu_tops * 1e6

    @property
    def alu_per_us(self) -> float:
        """Element-wise fp32 instructions a second (an FMA is two of fp32_tflops' flops, one instruction)."""
        return self.fp32_tflops / 2 * 1e6

    @property
    def smem_bytes_per_us(self) -> float:
        return self.smem_bytes_per_clock_per_sm * self.sms * self.clock_ghz * 1e3

    @property
    def bytes_per_us(self) -> float:
        return self.bandwidth_gbps * 1e3

    @property
    def flops_per_us(self) -> float:
        return self.fp32_tflops * 1e6

    def tensor_core_flops_per_us(self, dtype: str) -> float:
        """The rate of a product on tensor cores with operands of `dtype`; fp32 products follow torch's matmul
        precision, as PyTorch does (tf32 unless it is "highest": then CUDA cores, ieee)."""
        if dtype == "fp32":
            import torch
            rate = self.tf32_tflops if torch.get_float32_matmul_precision() != "highest" else 0.0
        else:
            rate = {"bf16": self.bf16_tflops, "fp16": self.fp16_tflops}[dtype]
        return (rate or self.fp32_tflops) * 1e6


@lru_cache(maxsize=None)
def hardware(name: str = "h200") -> Hardware:
    """The hardware file of a GPU by name (eqiforge/hardware/NAME.json), or any such file by its .json path."""
    path = Path(name) if name.endswith(".json") else HARDWARE_DIR / f"{name.lower()}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in HARDWARE_DIR.glob("*.json")))
        raise RankError(f"no hardware file for GPU {name!r} (have: {known})")
    data = json.loads(path.read_text())
    optional = {k: data[k] for k in ("bf16_tflops", "fp16_tflops", "tf32_tflops", "registers_per_sm",
                                     "max_registers_per_thread", "max_threads_per_sm", "memory_latency_ns",
                                     "l2_cache_mib", "l2_bandwidth_gbps", "sfu_tops",
                                     "smem_bytes_per_clock_per_sm", "clock_ghz", "eager_launch_us",
                                     "dot_wait_cycles")
                if k in data}
    return Hardware(data["name"], data["sms"], data["bandwidth_gbps"], data["fp32_tflops"],
                    data["shared_memory_per_sm_kib"], data["launch_us"], data.get("about", ""),
                    data.get("shared_memory_per_block_kib", data["shared_memory_per_sm_kib"]),
                    tuple(data.get("target", ("cuda", 90, 32))), **optional)


def detected_gpu(device_name: str | None = None) -> str | None:
    """The hardware file for the GPU torch sees (its name contains the file's name: "NVIDIA H200" -> h200), or
    None without a GPU or without a file for it."""
    if device_name is None:
        import torch
        if not torch.cuda.is_available():
            return None
        device_name = torch.cuda.get_device_name()
    words = device_name.lower().replace("-", " ").split()
    found = sorted(p.stem for p in HARDWARE_DIR.glob("*.json") if p.stem in words)
    return found[0] if found else None
