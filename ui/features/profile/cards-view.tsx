import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { CardAddStep } from "../../../application/cards/cards.model";
import type { SavedCard } from "../../../application/cards/cards.types";
import type { Refusal } from "../../../application/shared/refusal";
import { Button } from "../../kit/button";
import { CardAddFlow, type CardAddFlowProps } from "./card-add-flow";
import { CardRemoveDialog } from "./card-remove-dialog";
import { FormNote } from "./form-note";
import { SavedCards } from "./saved-cards";

export interface CardsViewProps extends Omit<CardAddFlowProps, "step"> {
  /** null while loading. */
  cards: readonly SavedCard[] | null;
  failed: boolean;
  step: CardAddStep;
  /** The masked number of the card just saved. */
  saved?: string | null;
  toRemove?: SavedCard | null;
  removePending?: boolean;
  removeRefusal?: Refusal | null;
  onAdd: () => void;
  onRemove: (card: SavedCard) => void;
  onRemoveCancel: () => void;
  onRemoveConfirm: () => void;
}

/** The profile's cards: the saved ones, a way to add one (with the bank's SMS check) and to remove one. */
export function CardsView(props: CardsViewProps) {
  const { t } = useLingui();
  const { cards, failed, step, saved } = props;
  return (
    <Stack gap="6" data-testid="cards-view">
      {saved && (
        <FormNote kind="success" testId="card-saved">
          {t({ id: "profile.cards.saved", message: `The card ${saved} is saved` })}
        </FormNote>
      )}
      <SavedCards cards={cards} failed={failed} onRemove={props.onRemove} />
      {step === "closed" ? (
        cards !== null && (
          <Button
            variant="primary"
            minH="11"
            alignSelf="flex-start"
            onClick={props.onAdd}
            data-testid="card-add-open"
          >
            {t({ id: "profile.cards.add", message: "Add a card" })}
          </Button>
        )
      ) : (
        <CardAddFlow {...props} step={step} />
      )}
      <CardRemoveDialog
        card={props.toRemove ?? null}
        pending={props.removePending}
        refusal={props.removeRefusal}
        onCancel={props.onRemoveCancel}
        onConfirm={props.onRemoveConfirm}
      />
    </Stack>
  );
}
