"""What a schedule is (DESIGN §5): tile sizes per coordinate, and num_warps and num_stages per kernel. The
renderer writes a schedule into a kernel file's defaults, the ranking chooses one: both read this vocabulary."""

WARPS = (1, 2, 4, 8, 16)            # num_warps a schedule may take
STAGES = (1, 2, 3, 4)               # num_stages: buffers of a loop's pipelined loads in shared memory
DEFAULT_WARPS, DEFAULT_STAGES = 4, 3  # Triton's defaults, for a schedule that names neither
KNOBS = ("num_warps", "num_stages")


def knobs_of(schedule: dict, kernel: str) -> tuple[int, int]:
    """A kernel's num_warps and num_stages: its own ("kernel_0.num_warps") where the schedule gives them, else the
    schedule's, else Triton's defaults."""
    return tuple(schedule.get(f"{kernel}.{knob}", schedule.get(knob, default))
                 for knob, default in zip(KNOBS, (DEFAULT_WARPS, DEFAULT_STAGES)))


MIN_TENSOR_CORE = 16                # tl.dot needs every dimension of a product >= 16


def next_pow2(n: int) -> int:
    """The padded size of an axis of n elements: a register tile holds a power of two (Triton's
    next_power_of_2, which the rendered launchers call)."""
    return 1 << max(0, (n - 1).bit_length())


def is_pow2(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def tile_top(extent: int) -> int:
    """The largest tile size a coordinate may take: its extent rounded up to a power of two, or 16 where that is
    less: a product of 8 rows padded to 16 (masked) reaches tensor cores, a choice the model prices (the padded
    rows are tensor-core work)."""
    return max(MIN_TENSOR_CORE, next_pow2(extent))
