"""The launch floor of the modelled latency (rank.py): every kernel adds hw.launch_us, so a program of k kernels is
modelled at no less than k * launch_us + its physical limit. Usage: python notes/launch_floor.py LIMITS.md OUT.png
(prints the table of notes/launch_floor.md; LIMITS.md is a table made by `eqiforge limits`)."""
import re, sys, math
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
src, png = sys.argv[1], sys.argv[2]
launch = 3.0
rows = []
for line in open(src):
    m = re.match(r"\| (\w+) \| paper \| (f\d+) \((\d+)\) \| ([\d,.]+) \| ([\d,.]+) \((\w+)\) \| ([\d.]+)x \| ([\d.]+)x", line)
    if m:
        name, fam, k, mod, lim, bound, ratio, byt = m.groups()
        rows.append((name, int(k), float(mod.replace(",", "")), float(lim.replace(",", "")), float(ratio)))
print("| workload | limit µs | best: kernels, modelled µs, ÷ limit | floor of 1 kernel: µs, ÷ limit | floor at the best's kernel count: µs, ÷ limit | launches' share of the best |")
print("| --- | --- | --- | --- | --- | --- |")
for name, k, mod, lim, ratio in sorted(rows, key=lambda r: r[3]):
    f1, fk = launch + lim, k * launch + lim
    print(f"| {name} | {lim:.3g} | {k}, {mod:.3g}, {ratio:.2f}x | {f1:.3g}, {f1/lim:.2f}x | {fk:.3g}, {fk/lim:.2f}x | {k*launch/mod:.0%} |")
g1 = math.exp(sum(math.log((launch + r[3]) / r[3]) for r in rows) / len(rows))
gk = math.exp(sum(math.log((r[1] * launch + r[3]) / r[3]) for r in rows) / len(rows))
print(f"\ngeometric mean of the floor ÷ limit: {g1:.2f}x at one kernel each, {gk:.2f}x at the bests' kernel counts")
print(f"a 1-kernel program meets 5x only where limit >= launch/4 = {launch/4:.2f} µs (memory-bound: {launch/4*4300e-3:.2f} MB compulsory)")
fig, ax = plt.subplots(figsize=(7.5, 4.8))
L = [10 ** (x / 50) for x in range(-50, 176)]
for k, style in ((1, "-"), (2, "--"), (3, ":")):
    ax.plot(L, [(k * launch + l) / l for l in L], "k" + style, lw=1, label=f"floor, {k} kernel{'s' * (k > 1)}: 1 + {k}·{launch:g} µs / limit")
ax.axhline(5, color="r", lw=1, label="issue 27's bar: 5x")
ax.axhline(2, color="orange", lw=1, label="geometric-mean bar: 2x")
for name, k, mod, lim, ratio in rows:
    ax.scatter([lim], [ratio], s=18, c={1: "C0", 2: "C1", 3: "C2"}.get(k, "C3"))
    ax.annotate(f"{name} ({k})", (lim, ratio), fontsize=7, xytext=(3, 2), textcoords="offset points")
ax.set_xscale("log"); ax.set_yscale("log")
ax.set_xlabel("physical limit of the program, µs (compulsory bytes / 4.3 TB/s or FLOPs / 790 TFLOP/s)")
ax.set_ylabel("modelled ÷ limit")
ax.set_title(f"Launch floor of the model (launch_us = {launch:g} per kernel, H200 file); points: best families (kernels)", fontsize=8)
ax.legend(fontsize=7, loc="upper right")
fig.tight_layout(); fig.savefig(png, dpi=120)
