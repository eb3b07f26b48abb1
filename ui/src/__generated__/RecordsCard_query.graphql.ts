/**
 * @generated SignedSource<<1513e7fa59abd5bee71861cfb55408a8>>
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
  readonly retentionRecordsCanExport: boolean;
  readonly retentionRecordsJobs: ReadonlyArray<{
    readonly downloadUrl: string | null | undefined;
    readonly fileName: string | null | undefined;
    readonly kind: string;
    readonly message: string | null | undefined;
    readonly number: number;
    readonly reportNumber: number | null | undefined;
    readonly sha256: string | null | undefined;
    readonly status: string;
  }> | null | undefined;
  readonly " $fragmentType": "RecordsCard_query";
};
export type RecordsCard_query$key = {
  readonly " $data"?: RecordsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordsCard_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sha256",
  "storageKey": null
};
return {
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
        (v0/*:: as any*/),
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
        (v1/*:: as any*/),
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
      "concreteType": "RetentionRecordsJob",
      "kind": "LinkedField",
      "name": "retentionRecordsJobs",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reportNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retentionRecordsCanExport",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "588fc8d9c362a556fb53aa79e34300a5";

export default node;
