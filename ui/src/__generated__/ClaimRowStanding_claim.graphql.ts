/**
 * @generated SignedSource<<f82e0a6cdf6fb7f962868f56893b15af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimRowStanding_claim$data = {
  readonly scheduleDeadline: {
    readonly overdueStatement: string | null | undefined;
  } | null | undefined;
  readonly standing: {
    readonly debt: {
      readonly statement: string;
    } | null | undefined;
    readonly nextLabel: string | null | undefined;
    readonly nextOverdue: boolean;
    readonly scheduleOverdue: boolean;
    readonly summary: string | null | undefined;
  };
  readonly " $fragmentType": "ClaimRowStanding_claim";
};
export type ClaimRowStanding_claim$key = {
  readonly " $data"?: ClaimRowStanding_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimRowStanding_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimRowStanding_claim",
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
          "name": "nextLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextOverdue",
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
          "name": "summary",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ClaimDebt",
          "kind": "LinkedField",
          "name": "debt",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "statement",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ScheduleDeadline",
      "kind": "LinkedField",
      "name": "scheduleDeadline",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdueStatement",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "7ac2b805633e7f4db3e1fea928009890";

export default node;
