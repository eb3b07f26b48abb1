/**
 * @generated SignedSource<<481d0276c112f625469acee2e1bef696>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type paymentMutations_claim$data = {
  readonly id: string;
  readonly isPaid: boolean;
  readonly isPaying: boolean;
  readonly version: string;
  readonly viewerCanChangeToDraft: boolean;
  readonly viewerCanDelete: boolean;
  readonly viewerCanMarkPaid: boolean;
  readonly viewerCanSetPaying: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ClaimRowStanding_claim" | "ClaimStanding_claim" | "GroundBadge_claim" | "PaymentDialog_claim" | "PaymentsPanel_claim" | "RemediesPanel_claim" | "ScheduleDeadlineNote_claim" | "ServedNoticeCard_claim">;
  readonly " $fragmentType": "paymentMutations_claim";
};
export type paymentMutations_claim$key = {
  readonly " $data"?: paymentMutations_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"paymentMutations_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "paymentMutations_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaying",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanChangeToDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanMarkPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSetPaying",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimBadges_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimRowStanding_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimStanding_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScheduleDeadlineNote_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentsPanel_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentDialog_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RemediesPanel_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServedNoticeCard_claim"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GroundBadge_claim"
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "16268dfaa25a7ccefd13984997e46e1a";

export default node;
