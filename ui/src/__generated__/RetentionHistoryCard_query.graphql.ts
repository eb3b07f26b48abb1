/**
 * @generated SignedSource<<40cb80c6c0c54680e868903ea32e7d0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RetentionHistoryCard_query$data = {
  readonly retentionHeldByMonth: {
    readonly contracts: ReadonlyArray<{
      readonly contractId: string;
      readonly counterparty: string;
      readonly held: ReadonlyArray<any>;
      readonly siteName: string;
      readonly weHold: boolean;
    }>;
    readonly labels: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "RetentionHistoryCard_query";
};
export type RetentionHistoryCard_query$key = {
  readonly " $data"?: RetentionHistoryCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RetentionHistoryCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RetentionHistoryCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionHeldByMonth",
      "kind": "LinkedField",
      "name": "retentionHeldByMonth",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "labels",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractRetentionHeld",
          "kind": "LinkedField",
          "name": "contracts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contractId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "siteName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weHold",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "counterparty",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "held",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2e4e064920ee5c803a1cd9298d2f9687";

export default node;
