/**
 * @generated SignedSource<<436dc4c89b8fc34249f08476dcca52b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type scheduleMutations_claim$data = {
  readonly id: string;
  readonly schedule: {
    readonly status: PaymentScheduleStatus;
    readonly " $fragmentSpreads": FragmentRefs<"SentSchedule_schedule">;
  } | null | undefined;
  readonly status: ClaimStatus;
  readonly viewerCanDraftSchedule: boolean;
  readonly viewerCanSchedule: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ScheduleBuilder_claim">;
  readonly " $fragmentType": "scheduleMutations_claim";
};
export type scheduleMutations_claim$key = {
  readonly " $data"?: scheduleMutations_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"scheduleMutations_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "scheduleMutations_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSchedule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDraftSchedule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentSchedule",
      "kind": "LinkedField",
      "name": "schedule",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SentSchedule_schedule"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScheduleBuilder_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimBadges_claim"
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
})();

(node as any).hash = "e4d857c893bad87a3346d1108c59da38";

export default node;
