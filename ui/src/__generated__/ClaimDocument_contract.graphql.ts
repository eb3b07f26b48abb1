/**
 * @generated SignedSource<<4d616fdfdf7dd7ae162c1ff189856063>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentDueKind = "DayOfFollowingMonth" | "Days" | "WorkingDays" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimDocument_contract$data = {
  readonly id: string;
  readonly paymentTerms: {
    readonly claimDay: number | null | undefined;
    readonly claimDay2: number | null | undefined;
    readonly claimEveryWeeks: number | null | undefined;
    readonly claimFrom: any | null | undefined;
    readonly dueKind: PaymentDueKind | null | undefined;
    readonly dueValue: number | null | undefined;
    readonly scheduleWorkingDays: number | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"Parties_contract">;
  readonly " $fragmentType": "ClaimDocument_contract";
};
export type ClaimDocument_contract$key = {
  readonly " $data"?: ClaimDocument_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimDocument_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Parties_contract"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentTerms",
      "kind": "LinkedField",
      "name": "paymentTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimDay2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimEveryWeeks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleWorkingDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueKind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "a2d49728d60e3f82b9e557e1d57141b7";

export default node;
