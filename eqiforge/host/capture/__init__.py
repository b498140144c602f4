"""Capture (DESIGN §2): a workload file's PyTorch program through torch.export into one IR term, and the
workload files themselves (configs, inputs, instances)."""
