/**
 * @generated SignedSource<<54829299ea35afa7accf5929cc99359d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrustAccountCard_retention$data = {
  readonly banks: ReadonlyArray<{
    readonly key: string;
    readonly name: string;
  }>;
  readonly banksAsOf: string;
  readonly banksSource: string;
  readonly trustAccount: {
    readonly accountName: string;
    readonly accountNumber: string;
    readonly attestedAt: any;
    readonly attestedByName: string;
    readonly bank: string;
    readonly bankName: string;
    readonly bankNotifiedOn: any;
  } | null | undefined;
  readonly viewerCanKeepAccount: boolean;
  readonly " $fragmentType": "TrustAccountCard_retention";
};
export type TrustAccountCard_retention$key = {
  readonly " $data"?: TrustAccountCard_retention$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrustAccountCard_retention">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrustAccountCard_retention",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanKeepAccount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RegisteredBank",
      "kind": "LinkedField",
      "name": "banks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banksSource",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banksAsOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrustAccount",
      "kind": "LinkedField",
      "name": "trustAccount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankNotifiedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attestedByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attestedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RetentionOverview",
  "abstractKey": null
};

(node as any).hash = "1b3862e9b19fa5d7b737f837e2260c9a";

export default node;
