/**
 * @generated SignedSource<<288cf4cb098f0b9c9621070a730f9f26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RetentionAccounts_connection$data = {
  readonly id: string;
  readonly retentionPayableCode: string;
  readonly retentionReceivableCode: string;
  readonly " $fragmentType": "RetentionAccounts_connection";
};
export type RetentionAccounts_connection$key = {
  readonly " $data"?: RetentionAccounts_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"RetentionAccounts_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RetentionAccounts_connection",
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
      "name": "retentionReceivableCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retentionPayableCode",
      "storageKey": null
    }
  ],
  "type": "Connection",
  "abstractKey": null
};

(node as any).hash = "6b9646b911be6075a4b59626dd29ccb1";

export default node;
