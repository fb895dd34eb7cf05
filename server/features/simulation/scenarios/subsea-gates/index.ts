/**
 * Subsea gates: a small underwater vehicle, in the spirit of the MATE ROV track, in a 25 m pool. It
 * passes three gates in order, then settles on a dock near the floor. Thrusters push it (surge,
 * sway, heave and yaw, each from -1 to 1), buoyancy lifts it a little more than it weighs, water
 * drags it, and a current of the seed's strength and direction carries it. Each seed also moves
 * the gates, the dock and the start pose.
 *
 * Score, in points (thousandths in `TrialScore`): 20 per gate passed in order, 25 for docking, up to
 * 15 more the sooner it docks, 3 off per collision with a wall, the floor or a gate's frame; never
 * below 0. The engine is Rapier's deterministic build, and this file's own arithmetic keeps to
 * + − × ÷ and √ (../seeded.ts), so a seed and a controller give the same score on every machine.
 */
import RAPIER from '@dimforge/rapier3d-deterministic-compat';
import type { Layout, Scenario, TrialScore, World } from '../scenario';
import { seeded } from '../seeded';

type Vec = { x: number; y: number; z: number };
type Quat = Vec & { w: number };

const STEPS_PER_SECOND = 20;
const MAX_STEPS = 90 * STEPS_PER_SECOND;
const POOL = { length: 25, width: 10, depth: 5 };
const VEHICLE = { half: { x: 0.3, y: 0.2, z: 0.25 }, mass: 30 };
const GRAVITY = 9.81;
/** Buoyancy over weight: slightly positive, as an ROV is trimmed. */
const BUOYANCY = 1.03;
/** Where buoyancy acts, above the centre of mass: the righting moment that keeps it level. */
const BUOYANCY_ARM = 0.1;
/** Drag: linear and quadratic coefficients, N per (m/s) and N per (m/s)². */
const DRAG = { linear: 20, quadratic: 60 };
/** Full thrust per axis (N) and in yaw (N·m). */
const THRUST = { surge: 80, sway: 60, heave: 60, yaw: 20 };
const GATE = { xs: [7, 13, 19], width: 1.6, height: 1.2, post: 0.05 };
const DOCK = { x: 23.5, y: -4.2, half: { x: 0.5, y: 0.4, z: 0.5 } };
/** Still enough (m/s) for long enough (steps) on the dock: docked. */
const SETTLE = { speed: 0.25, steps: STEPS_PER_SECOND };
const POINTS = { gate: 20_000, dock: 25_000, timeBonus: 15_000, collision: 3_000 };

/** v rotated by the unit quaternion q. */
function rotate(q: Quat, v: Vec): Vec {
  const tx = 2 * (q.y * v.z - q.z * v.y);
  const ty = 2 * (q.z * v.x - q.x * v.z);
  const tz = 2 * (q.x * v.y - q.y * v.x);
  return {
    x: v.x + q.w * tx + (q.y * tz - q.z * ty),
    y: v.y + q.w * ty + (q.z * tx - q.x * tz),
    z: v.z + q.w * tz + (q.x * ty - q.y * tx),
  };
}

/** The rotation about the vertical that turns +x into the unit vector (cx, 0, cz), with √ only. */
function yawTowards(cx: number, cz: number): Quat {
  const half = Math.sqrt((1 + cx) / 2);
  const sine = Math.sqrt((1 - cx) / 2);
  // Turning +x towards +z is a negative rotation about +y.
  return { x: 0, y: cz > 0 ? -sine : sine, z: 0, w: half };
}

const array = (v: Vec) => [v.x, v.y, v.z];

let ready: Promise<void> | undefined;

async function create(seed: number): Promise<World> {
  ready ??= RAPIER.init();
  await ready;
  const draw = seeded(seed);
  const world = new RAPIER.World({ x: 0, y: -GRAVITY, z: 0 });
  world.timestep = 1 / STEPS_PER_SECOND;
  const events = new RAPIER.EventQueue(true);

  // The seed's current, in the horizontal plane.
  const speed = draw.between(0, 0.35);
  const [cx, cz] = [draw.between(-1, 1), draw.between(-1, 1)];
  const norm = Math.sqrt(cx * cx + cz * cz) || 1;
  const current = { x: (speed * cx) / norm, y: 0, z: (speed * cz) / norm };

  // The pool: floor and four walls.
  const solid = new Set<number>();
  const fixed = (center: Vec, half: Vec) => {
    const collider = world.createCollider(
      RAPIER.ColliderDesc.cuboid(half.x, half.y, half.z).setTranslation(center.x, center.y, center.z),
    );
    solid.add(collider.handle);
  };
  const { length, width, depth } = POOL;
  fixed({ x: length / 2, y: -depth - 0.5, z: 0 }, { x: length / 2 + 1, y: 0.5, z: width / 2 + 1 });
  fixed({ x: -0.5, y: -depth / 2, z: 0 }, { x: 0.5, y: depth, z: width / 2 + 1 });
  fixed({ x: length + 0.5, y: -depth / 2, z: 0 }, { x: 0.5, y: depth, z: width / 2 + 1 });
  fixed({ x: length / 2, y: -depth / 2, z: -width / 2 - 0.5 }, { x: length / 2 + 1, y: depth, z: 0.5 });
  fixed({ x: length / 2, y: -depth / 2, z: width / 2 + 0.5 }, { x: length / 2 + 1, y: depth, z: 0.5 });

  // Three gates: a frame of four bars around a sensor that notices the vehicle passing.
  const shapes: Layout['shapes'] = [];
  const gates = GATE.xs.map((x) => {
    const center = { x, y: draw.between(-3.5, -1.5), z: draw.between(-2.5, 2.5) };
    const [hw, hh, p] = [GATE.width / 2, GATE.height / 2, GATE.post];
    for (const side of [-1, 1]) {
      fixed({ x, y: center.y, z: center.z + side * (hw + p) }, { x: p, y: hh + 2 * p, z: p });
      fixed({ x, y: center.y + side * (hh + p), z: center.z }, { x: p, y: p, z: hw + 2 * p });
      shapes.push({ kind: 'post', box: [x, center.z + side * (hw + p), p, p] });
    }
    const sensor = world.createCollider(
      RAPIER.ColliderDesc.cuboid(p, hh, hw).setTranslation(center.x, center.y, center.z).setSensor(true),
    );
    shapes.push({ kind: 'gate', box: [x, center.z, p, hw] });
    return { center, sensor: sensor.handle };
  });
  const dock = { x: DOCK.x, y: DOCK.y, z: draw.between(-2, 2) };
  shapes.push({ kind: 'dock', box: [dock.x, dock.z, DOCK.half.x, DOCK.half.z] });

  // The vehicle, facing down the pool give or take the seed's angle.
  const [hx, hz] = [draw.between(0.7, 1), draw.between(-0.7, 0.7)];
  const heading = Math.sqrt(hx * hx + hz * hz);
  const body = world.createRigidBody(
    RAPIER.RigidBodyDesc.dynamic()
      .setTranslation(draw.between(1, 2), draw.between(-2, -1), draw.between(-2, 2))
      .setRotation(yawTowards(hx / heading, hz / heading))
      .setAngularDamping(2),
  );
  const hull = world.createCollider(
    RAPIER.ColliderDesc.cuboid(VEHICLE.half.x, VEHICLE.half.y, VEHICLE.half.z)
      .setMass(VEHICLE.mass)
      .setActiveEvents(RAPIER.ActiveEvents.COLLISION_EVENTS),
    body,
  );

  let steps = 0;
  let passed = 0;
  let collisions = 0;
  let still = 0;
  let dockedAt: number | undefined;
  let thrust = { surge: 0, sway: 0, heave: 0, yaw: 0 };

  const inDock = (p: Vec) =>
    Math.abs(p.x - dock.x) <= DOCK.half.x &&
    Math.abs(p.y - dock.y) <= DOCK.half.y &&
    Math.abs(p.z - dock.z) <= DOCK.half.z;

  return {
    observe() {
      const next = gates[passed];
      return {
        step: steps,
        time: steps / STEPS_PER_SECOND,
        position: array(body.translation()),
        orientation: (({ x, y, z, w }) => [x, y, z, w])(body.rotation()),
        velocity: array(body.linvel()),
        angularVelocity: array(body.angvel()),
        depth: -body.translation().y,
        nextGate: next
          ? { index: passed, center: array(next.center), width: GATE.width, height: GATE.height }
          : null,
        dock: { center: array(dock), size: [2 * DOCK.half.x, 2 * DOCK.half.y, 2 * DOCK.half.z] },
      };
    },

    act(action) {
      if (typeof action !== 'object' || action === null) return false;
      const given = action as Record<string, unknown>;
      const next = { surge: 0, sway: 0, heave: 0, yaw: 0 };
      for (const axis of Object.keys(next) as (keyof typeof next)[]) {
        const value = given[axis] ?? 0;
        if (typeof value !== 'number' || !Number.isFinite(value)) return false;
        next[axis] = Math.max(-1, Math.min(1, value));
      }
      thrust = next;
      return true;
    },

    step() {
      const q = body.rotation();
      const p = body.translation();
      const v = body.linvel();
      body.resetForces(true);
      body.resetTorques(true);
      // Thrusters, in the vehicle's frame.
      const push = rotate(q, {
        x: thrust.surge * THRUST.surge,
        y: thrust.heave * THRUST.heave,
        z: thrust.sway * THRUST.sway,
      });
      body.addForce(push, true);
      body.addTorque(rotate(q, { x: 0, y: thrust.yaw * THRUST.yaw, z: 0 }), true);
      // Buoyancy, less as the hull leaves the water, above the centre of mass.
      const top = p.y + VEHICLE.half.y;
      const submerged = Math.max(0, Math.min(1, (0 - (top - 2 * VEHICLE.half.y)) / (2 * VEHICLE.half.y)));
      const lift = VEHICLE.mass * GRAVITY * BUOYANCY * submerged;
      const arm = rotate(q, { x: 0, y: BUOYANCY_ARM, z: 0 });
      body.addForceAtPoint({ x: 0, y: lift, z: 0 }, { x: p.x + arm.x, y: p.y + arm.y, z: p.z + arm.z }, true);
      // Drag on the velocity through the water (the current moves the water).
      const r = { x: v.x - current.x, y: v.y - current.y, z: v.z - current.z };
      const rs = Math.sqrt(r.x * r.x + r.y * r.y + r.z * r.z);
      const k = DRAG.linear + DRAG.quadratic * rs;
      body.addForce({ x: -k * r.x, y: -k * r.y, z: -k * r.z }, true);

      world.step(events);
      steps += 1;
      events.drainCollisionEvents((a, b, started) => {
        if (!started) return;
        const other = a === hull.handle ? b : b === hull.handle ? a : undefined;
        if (other === undefined) return;
        if (solid.has(other)) collisions += 1;
        else if (gates[passed]?.sensor === other) passed += 1;
      });
      const after = body.linvel();
      const moving = Math.sqrt(after.x * after.x + after.y * after.y + after.z * after.z);
      still = passed === gates.length && inDock(body.translation()) && moving < SETTLE.speed ? still + 1 : 0;
      if (still >= SETTLE.steps && dockedAt === undefined) dockedAt = steps;
    },

    done() {
      return dockedAt !== undefined || steps >= MAX_STEPS;
    },

    score(): TrialScore {
      const parts = {
        gates: passed * POINTS.gate,
        dock: dockedAt === undefined ? 0 : POINTS.dock,
        time:
          dockedAt === undefined ? 0 : Math.floor((POINTS.timeBonus * (MAX_STEPS - dockedAt)) / MAX_STEPS),
        collisions: -collisions * POINTS.collision,
      };
      const milli = Math.max(0, parts.gates + parts.dock + parts.time + parts.collisions);
      return { milli, parts };
    },

    pose() {
      const p = body.translation();
      const forward = rotate(body.rotation(), { x: 1, y: 0, z: 0 });
      return [p.x, p.z, forward.x, forward.z, -p.y];
    },

    layout() {
      return { length, width, shapes };
    },

    free() {
      events.free();
      world.free();
    },
  };
}

export const subseaGates: Scenario = {
  name: 'subsea-gates',
  titles: {
    'zh-CN': '水下穿门',
    'zh-TW': '水下穿門',
    'en-US': 'Subsea gates',
    'pt-BR': 'Portões submarinos',
    'id-ID': 'Gerbang bawah laut',
  },
  maxMilli: POINTS.gate * GATE.xs.length + POINTS.dock + POINTS.timeBonus,
  version: 1,
  stepsPerSecond: STEPS_PER_SECOND,
  create,
};
