"""Code generation (DESIGN §5): a candidate lowered to a kernel plan, rendered to Triton from the templates,
and verified against PyTorch; the schedule vocabulary both the renderer and the ranking read."""
