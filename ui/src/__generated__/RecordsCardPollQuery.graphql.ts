/**
 * @generated SignedSource<<39e0602afbde5924321996429eb90f88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordsCardPollQuery$variables = Record<PropertyKey, never>;
export type RecordsCardPollQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RecordsCard_query">;
};
export type RecordsCardPollQuery = {
  response: RecordsCardPollQuery$data;
  variables: RecordsCardPollQuery$variables;
};

const node: ConcreteRequest = (function(){
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
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordsCardPollQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RecordsCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecordsCardPollQuery",
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
    ]
  },
  "params": {
    "cacheID": "374549e05e3cd75077847f7689c864e2",
    "id": null,
    "metadata": {},
    "name": "RecordsCardPollQuery",
    "operationKind": "query",
    "text": "query RecordsCardPollQuery {\n  ...RecordsCard_query\n}\n\nfragment RecordsCard_query on Query {\n  retentionInternalReports {\n    id\n    number\n    madeOn\n    madeBy\n    ledgerCount\n    retentionMoney\n    difference\n    sha256\n    pdfUrl\n  }\n  retentionRecordsJobs {\n    number\n    kind\n    status\n    message\n    reportNumber\n    fileName\n    sha256\n    downloadUrl\n  }\n  retentionRecordsCanExport\n}\n"
  }
};
})();

(node as any).hash = "9f06671b3073f354f45c27a73bc9519e";

export default node;
