/**
 * @generated SignedSource<<bbabf2e9b4ba2a35c5be0cd6d29bde55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimState = "AwaitingPayment" | "AwaitingSchedule" | "Deleted" | "Draft" | "Editing" | "Paid" | "PartPaid" | "ScheduleOverdue" | "Voided" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimStanding_claim$data = {
  readonly standing: {
    readonly paymentDue: any | null | undefined;
    readonly paymentOverdue: boolean;
    readonly scheduleDeadline: any | null | undefined;
    readonly scheduleOverdue: boolean;
    readonly state: ClaimState;
    readonly summary: string | null | undefined;
  };
  readonly " $fragmentType": "ClaimStanding_claim";
};
export type ClaimStanding_claim$key = {
  readonly " $data"?: ClaimStanding_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimStanding_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimStanding_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimStanding",
      "kind": "LinkedField",
      "name": "standing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleDeadline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentDue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleOverdue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentOverdue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "112a638c6bba56fe685a40dc63be50c2";

export default node;
