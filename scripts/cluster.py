#!/usr/bin/env python3
"""Runs `pickup frames|export` as N shards (`--shard K/N`), each a task of a Dask cluster.

    cluster.py frames|export --workers N --out DIR [--scheduler tcp://HOST:PORT] [--shards M]
               [--jobs J] [--pickup PATH] -- <pickup options>
    cluster.py --bench [--workers 2] [--pickup PATH] [-- <pickup frames options>]

Without --scheduler a LocalCluster(n_workers=N, processes=True, threads_per_worker=1) is started
and shut down afterwards; with it, the driver connects to that scheduler (any Dask cluster:
dask-jobqueue's SLURMCluster/PBSCluster, dask-kubernetes, `dask-scheduler` + `dask-worker`).
Every worker runs the `pickup` binary (a subprocess) with `--shard K/N --out DIR`, in the driver's
working directory: DIR and that directory must be the same folders on every worker (a shared
file system), so relative paths in the pickup options mean the same everywhere. A task that fails (the process dies, a
worker is lost) is retried twice; a usage or input error (exit 64/65) is not, as it would fail
again. Exit status 0 if every shard succeeded, else 1 with each failed shard's stderr.
"""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PICKUP = os.path.join(REPO, ".build", "release", "pickup")


class ShardFailed(Exception):
    """A shard's process failed in a way worth retrying (signal, I/O); Dask retries the task."""


def _die_with_parent():
    # The pickup process dies with its worker (a killed worker leaves no orphan drawing on).
    try:
        import ctypes
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:
        pass


def run_shard(pickup, command, k, n, out, options, env, cwd=None):
    """One task: `pickup COMMAND OPTIONS --out OUT --shard K/N` on whichever worker runs it, in
    the driver's working directory (so relative paths in OPTIONS mean the same on every worker)."""
    import socket
    e = dict(os.environ)
    e.update(env)
    cmd = [pickup, command, *options, "--out", out, "--shard", f"{k}/{n}"]
    start = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=e, cwd=cwd, preexec_fn=_die_with_parent)
    # Tests only: kill this worker's process on the first attempt at shard K, mid-run.
    if e.get("PICKUP_CLUSTER_TESTING") == "1" and e.get("PICKUP_CLUSTER_KILL_SHARD") == str(k):
        mark = os.path.join(e["PICKUP_CLUSTER_KILL_MARK"], f"killed-{k}")
        if not os.path.exists(mark):
            open(mark, "w").close()
            time.sleep(float(e.get("PICKUP_CLUSTER_KILL_AFTER", "0.3")))
            os.kill(os.getpid(), signal.SIGKILL)
    stdout, stderr = p.communicate()
    result = {"shard": k, "status": p.returncode, "stdout": stdout.decode(errors="replace"),
              "stderr": stderr.decode(errors="replace"), "seconds": time.time() - start,
              "host": socket.gethostname(), "pid": os.getpid()}
    if p.returncode not in (0, 64, 65):
        raise ShardFailed(f"shard {k}/{n} exited {p.returncode}: {result['stderr'].strip()[-2000:]}")
    return result


def noop(x):
    return x


def start_client(workers, scheduler):
    from dask.distributed import Client, LocalCluster
    if scheduler:
        client = Client(scheduler)
        return client, None, f"existing cluster at {scheduler}"
    cluster = LocalCluster(n_workers=workers, processes=True, threads_per_worker=1,
                           dashboard_address=":0", scheduler_port=0, silence_logs=40)
    client = Client(cluster)
    return client, cluster, f"LocalCluster(n_workers={workers}, processes=True, threads_per_worker=1)"


def dashboard(client):
    try:
        return client.dashboard_link
    except Exception:
        return "none (bokeh not installed)"


def run_shards(client, pickup, command, out, options, shards, env, retries=2, log=print):
    """Submits every shard, prints progress; returns (results, failures)."""
    from dask.distributed import as_completed
    futures = [client.submit(run_shard, pickup, command, k, shards, out, options, env, os.getcwd(),
                             key=f"pickup-{command}-shard-{k}-of-{shards}-{os.getpid()}-{time.time_ns()}",
                             retries=retries, pure=False)
               for k in range(1, shards + 1)]
    results, failures = [], []
    done = 0
    for f in as_completed(futures):
        done += 1
        try:
            r = f.result()
        except Exception as e:  # retries exhausted, or the worker kept dying
            failures.append((f.key, str(e)))
            log(f"[{done}/{shards}] {f.key} FAILED: {e}")
            continue
        results.append(r)
        last = (r["stdout"].strip().splitlines() or [""])[-1]
        if r["status"] != 0:
            failures.append((f"shard {r['shard']}/{shards}", r["stderr"].strip()))
            log(f"[{done}/{shards}] shard {r['shard']}/{shards} exited {r['status']}")
        else:
            log(f"[{done}/{shards}] shard {r['shard']}/{shards} on {r['host']} (worker pid {r['pid']}), {r['seconds']:.1f} s: {last}")
    return results, failures


def main_run(a, rest):
    pickup = os.path.abspath(a.pickup)
    if not os.access(pickup, os.X_OK):
        sys.exit(f"cluster: error: {pickup} is not an executable pickup (build it: swift build -c release --product pickup)")
    shards = a.shards or a.workers
    out = os.path.abspath(a.out)
    env = {"PICKUP_JOBS": str(a.jobs)} if a.jobs else {}
    start = time.time()
    client, cluster, what = start_client(a.workers, a.scheduler)
    try:
        print(f"cluster: {what}; scheduler {client.scheduler.address}; dashboard {dashboard(client)}", flush=True)
        print(f"cluster: pickup {a.command} in {shards} shards into {out}/ ({a.workers if not a.scheduler else len(client.scheduler_info()['workers'])} workers)", flush=True)
        results, failures = run_shards(client, pickup, a.command, out, rest, shards, env,
                                       log=lambda s: print(s, flush=True))
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    wall = time.time() - start
    if failures:
        for key, err in failures:
            print(f"cluster: error: {key}:\n{err}", file=sys.stderr)
        print(f"cluster: {len(failures)} of {shards} shards failed ({wall:.1f} s)", file=sys.stderr)
        return 1
    busy = sum(r["seconds"] for r in results)
    print(f"cluster: {shards} shards done in {wall:.1f} s (shards' own time {busy:.1f} s)", flush=True)
    return 0


def main_bench(a, rest):
    """Scaling: one plain process vs the driver on 1 and 2 local workers; overhead per task."""
    pickup = os.path.abspath(a.pickup)
    options = rest or ["--fps", "30", "--scale", "2", "--formats", "png"]
    shards = a.shards or 4
    tmp = tempfile.mkdtemp(prefix="pickup-cluster-bench-")
    env = {"PICKUP_JOBS": "1"}
    rows = []
    try:
        def plain(jobs, name):
            e = dict(os.environ)
            e["PICKUP_JOBS"] = str(jobs)
            t = time.time()
            subprocess.run([pickup, "frames", *options, "--out", os.path.join(tmp, name), "--quiet"], check=True, env=e)
            return time.time() - t
        print(f"bench: pickup frames {' '.join(options)}; {shards} shards; PICKUP_JOBS=1 in every shard", flush=True)
        t1 = plain(1, "plain1")
        rows.append(("one plain process, PICKUP_JOBS=1", t1))
        print(f"bench: plain, 1 thread: {t1:.2f} s", flush=True)
        t2 = plain(os.cpu_count() or 1, "plainN")
        rows.append((f"one plain process, PICKUP_JOBS={os.cpu_count()}", t2))
        print(f"bench: plain, {os.cpu_count()} threads: {t2:.2f} s", flush=True)
        # A shard's fixed cost in pickup itself: a process that loads the project and skips
        # everything (the plain run's folder is complete).
        e = dict(os.environ, PICKUP_JOBS="1")
        t = time.time()
        for k in range(1, shards + 1):
            subprocess.run([pickup, "frames", *options, "--out", os.path.join(tmp, "plain1"), "--quiet",
                            "--shard", f"{k}/{shards}"], check=True, env=e)
        startup = (time.time() - t) / shards
        print(f"bench: a no-op shard (start, load, skip): {startup * 1000:.0f} ms", flush=True)
        overhead = None
        for workers in (1, 2):
            client, cluster, what = start_client(workers, None)
            try:
                client.wait_for_workers(workers)
                print(f"bench: {what}; dashboard {dashboard(client)}", flush=True)
                if overhead is None:
                    n = 200
                    t = time.time()
                    client.gather([client.submit(noop, i, pure=False) for i in range(n)])
                    overhead = (time.time() - t) / n
                t = time.time()
                results, failures = run_shards(client, pickup, "frames", os.path.join(tmp, f"dask{workers}"), options,
                                               shards, env, log=lambda s: None)
                wall = time.time() - t
                if failures:
                    sys.exit(f"bench: a shard failed: {failures}")
                own = sum(r["seconds"] for r in results)
                rows.append((f"Dask, {workers} worker{'s' if workers > 1 else ''}, {shards} shards (shards' own time {own:.2f} s)", wall))
                print(f"bench: Dask {workers} worker(s): {wall:.2f} s (shards' own {own:.2f} s)", flush=True)
            finally:
                client.close()
                cluster.close()
        same = subprocess.run(["diff", "-rq", os.path.join(tmp, "plain1", "frames"), os.path.join(tmp, "dask2", "frames")]).returncode == 0
        print()
        print("| run | wall time | speed-up vs one plain process (1 thread) |")
        print("|---|---|---|")
        for name, t in rows:
            print(f"| {name} | {t:.2f} s | {t1 / t:.2f}× |")
        print(f"\nPer task: Dask {overhead * 1000:.1f} ms (200 empty tasks), a no-op pickup shard {startup * 1000:.0f} ms; "
              f"files identical to the plain run: {same}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


def main(argv):
    rest = []
    if "--" in argv:
        i = argv.index("--")
        argv, rest = argv[:i], argv[i + 1:]
    ap = argparse.ArgumentParser(prog="scripts/cluster.sh", description=__doc__.split("\n\n")[0])
    ap.add_argument("command", nargs="?", choices=["frames", "export"])
    ap.add_argument("--workers", type=int, default=2, help="local workers (default 2)")
    ap.add_argument("--out", help="output folder, shared by every worker")
    ap.add_argument("--scheduler", help="tcp://HOST:PORT of a running Dask scheduler (default: a local cluster)")
    ap.add_argument("--shards", type=int, help="number of shards (default: --workers)")
    ap.add_argument("--jobs", type=int, help="PICKUP_JOBS for each shard (default: all of a worker's cores)")
    ap.add_argument("--pickup", default=DEFAULT_PICKUP, help="the pickup binary, the same path on every worker")
    ap.add_argument("--bench", action="store_true", help="time 1 and 2 local workers against one plain process")
    a = ap.parse_args(argv)
    if a.workers < 1 or (a.shards is not None and a.shards < 1):
        ap.error("--workers and --shards must be at least 1")
    if a.bench:
        return main_bench(a, rest)
    if not a.command or not a.out:
        ap.error("frames|export and --out are required")
    for r in rest:
        if r in ("--out", "--shard") or r.startswith("--out=") or r.startswith("--shard="):
            ap.error(f"{r} is set by the driver; give --out before --")
    return main_run(a, rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
