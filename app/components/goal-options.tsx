import { GOALS } from "@core/domain";

/** The routine goals as the <option>s of a select, by name, in core's order. */
export function GoalOptions() {
  return (
    <>
      {GOALS.map((g) => (
        <option key={g.id} value={g.id}>
          {g.name}
        </option>
      ))}
    </>
  );
}
