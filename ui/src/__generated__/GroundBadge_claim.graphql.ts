/**
 * @generated SignedSource<<069dae41b78f9f394d59da930d96f799>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SuspensionGround = "DETERMINATION_UNPAID" | "NO_SCHEDULE_UNPAID" | "SCHEDULED_UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroundBadge_claim$data = {
  readonly suspensionGround: SuspensionGround | null | undefined;
  readonly " $fragmentType": "GroundBadge_claim";
};
export type GroundBadge_claim$key = {
  readonly " $data"?: GroundBadge_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroundBadge_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroundBadge_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspensionGround",
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "1c31191023835ecf5f660328f0d90349";

export default node;
