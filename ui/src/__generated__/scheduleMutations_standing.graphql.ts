/**
 * @generated SignedSource<<c9d9aeecfe6c71bb25a32b81362f131b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type scheduleMutations_standing$data = {
  readonly claimed: any | null | undefined;
  readonly lateScheduleNotice: string | null | undefined;
  readonly nextLabel: string | null | undefined;
  readonly paymentDue: any | null | undefined;
  readonly paymentOverdue: boolean;
  readonly scheduleDeadline: any | null | undefined;
  readonly scheduleOverdue: boolean;
  readonly " $fragmentType": "scheduleMutations_standing";
};
export type scheduleMutations_standing$key = {
  readonly " $data"?: scheduleMutations_standing$data;
  readonly " $fragmentSpreads": FragmentRefs<"scheduleMutations_standing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "scheduleMutations_standing",
  "selections": [
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
      "name": "scheduleOverdue",
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
      "name": "paymentOverdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lateScheduleNotice",
      "storageKey": null
    }
  ],
  "type": "ClaimStanding",
  "abstractKey": null
};

(node as any).hash = "5c49c489c526aab4aad61a511c16229b";

export default node;
