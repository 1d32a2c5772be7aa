import { useQueryClient } from "@tanstack/react-query";
import { FairnessPanel } from "../fairness/fairness-panel.tsx";
import { wheelKeys } from "./wheel-queries.ts";

/** The fairness panel beside the wheel: a rotation reveals the seed of past spins, so their history reloads. */
export function WheelFairnessPanel() {
  const queryClient = useQueryClient();
  return (
    <FairnessPanel onRotated={() => void queryClient.invalidateQueries({ queryKey: wheelKeys.history() })} />
  );
}
