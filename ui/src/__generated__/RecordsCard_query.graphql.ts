/**
 * @generated SignedSource<<55518a761a0227fb65db7d8aec640563>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordsCard_query$data = {
  readonly retentionInternalReports: ReadonlyArray<{
    readonly difference: any | null | undefined;
    readonly id: string;
    readonly ledgerCount: number;
    readonly madeBy: string;
    readonly madeOn: any;
    readonly number: number;
    readonly pdfUrl: string;
    readonly retentionMoney: any;
    readonly sha256: string;
  }> | null | undefined;
  readonly retentionRecordsExportUrl: string | null | undefined;
  readonly " $fragmentType": "RecordsCard_query";
};
export type RecordsCard_query$key = {
  readonly " $data"?: RecordsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordsCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordsCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionInternalReport",
      "kind": "LinkedField",
      "name": "retentionInternalReports",
      "plural": true,
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
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "madeOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "madeBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ledgerCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retentionMoney",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "difference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sha256",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retentionRecordsExportUrl",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7a0629caed350aa298995f56ca40544f";

export default node;
