"""A sample controller for Subsea gates: steer at the next gate's centre, then settle on the dock.

The portal writes one JSON observation per line to standard input; answer each with one JSON line
of thrust, each axis from -1 to 1: {"surge": 0.5, "sway": 0, "heave": -0.1, "yaw": 0.2}.
Anything written to standard error is kept, and its last lines are shown with a failed trial.
"""
import json
import math
import sys


def rotate_inverse(q, v):
    """v, given in the pool's frame, in the vehicle's frame (q is the vehicle's orientation)."""
    x, y, z, w = -q[0], -q[1], -q[2], q[3]
    tx = 2 * (y * v[2] - z * v[1])
    ty = 2 * (z * v[0] - x * v[2])
    tz = 2 * (x * v[1] - y * v[0])
    return [
        v[0] + w * tx + (y * tz - z * ty),
        v[1] + w * ty + (z * tx - x * tz),
        v[2] + w * tz + (x * ty - y * tx),
    ]


def clamp(value):
    return max(-1.0, min(1.0, value))


def act(observation):
    gate = observation["nextGate"]
    target = gate["center"] if gate else observation["dock"]["center"]
    if gate:
        # Aim a little past the gate's plane, so the vehicle goes through rather than to it.
        target = [target[0] + 1.0, target[1], target[2]]
    position, velocity = observation["position"], observation["velocity"]
    q = observation["orientation"]
    to = rotate_inverse(q, [target[i] - position[i] for i in range(3)])
    moving = rotate_inverse(q, velocity)
    distance = math.sqrt(to[0] ** 2 + to[2] ** 2)
    # Turn towards the target (in the vehicle's frame +z is to its right), go when facing it.
    yaw = clamp(-2.0 * to[2] / max(distance, 0.5) + 0.5 * observation["angularVelocity"][1] * -1)
    facing = to[0] / max(distance, 1e-6)
    near_dock = gate is None and distance < 1.5
    surge = clamp(0.6 * to[0] - 1.2 * moving[0]) if near_dock else clamp(0.8 * facing)
    sway = clamp(0.8 * to[2] - 1.0 * moving[2])
    heave = clamp(1.5 * to[1] - 1.0 * moving[1])
    return {"surge": surge, "sway": sway, "heave": heave, "yaw": yaw}


for line in sys.stdin:
    print(json.dumps(act(json.loads(line))), flush=True)
