import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import { Button, VisuallyHidden, type ButtonVariant } from "../../../primitives";

/** Move up and Move down for the item at `index` of `count`, each named with the item's title. */
export function MoveButtons({
  index,
  count,
  title,
  buttonId,
  onMove,
  variant,
}: {
  index: number;
  count: number;
  title: string;
  /** Each button's id, so focus can follow the moved item. */
  buttonId: (direction: "up" | "down") => string;
  onMove: (to: number, direction: "up" | "down") => void;
  variant: ButtonVariant;
}) {
  const words = useLabels("editorFields", editorLabels.editorFields);
  return (
    <>
      <Button
        id={buttonId("up")}
        variant={variant}
        size="sm"
        disabled={index === 0}
        onClick={() => onMove(index - 1, "up")}
      >
        {words.moveUp}
        <VisuallyHidden>: {title}</VisuallyHidden>
      </Button>
      <Button
        id={buttonId("down")}
        variant={variant}
        size="sm"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1, "down")}
      >
        {words.moveDown}
        <VisuallyHidden>: {title}</VisuallyHidden>
      </Button>
    </>
  );
}
