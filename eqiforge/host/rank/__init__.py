"""Ranking (DESIGN §6): modelled latency of a family at a schedule, the GPU compile check, tuning and timing
on a GPU, and the physical limits the best family is held against."""
