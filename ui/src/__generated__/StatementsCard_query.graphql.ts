/**
 * @generated SignedSource<<725d9320a52102c67961fe6de9c6f959>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatementsCard_query$data = {
  readonly retentionReports: ReadonlyArray<{
    readonly contractId: string;
    readonly lastStatementOn: any | null | undefined;
    readonly payeeName: string;
    readonly reports: ReadonlyArray<{
      readonly closingBalance: any;
      readonly copies: ReadonlyArray<{
        readonly email: string;
        readonly servedAt: any | null | undefined;
        readonly sha256: string | null | undefined;
      }>;
      readonly csv: string;
      readonly csvFileName: string;
      readonly id: string;
      readonly kindLabel: string;
      readonly number: number;
      readonly pdfUrl: string;
      readonly periodFrom: any;
      readonly periodTo: any;
    }>;
    readonly siteName: string;
    readonly statementDueBy: any | null | undefined;
    readonly statementOverdueSince: any | null | undefined;
    readonly viewerCanServe: boolean;
    readonly weHold: boolean;
  }>;
  readonly " $fragmentType": "StatementsCard_query";
};
export type StatementsCard_query$key = {
  readonly " $data"?: StatementsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementsCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementsCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionLedgerReports",
      "kind": "LinkedField",
      "name": "retentionReports",
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
          "name": "weHold",
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
          "name": "payeeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statementDueBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statementOverdueSince",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastStatementOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanServe",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionReport",
          "kind": "LinkedField",
          "name": "reports",
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
              "name": "kindLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "periodFrom",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "periodTo",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closingBalance",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "csv",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "csvFileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pdfUrl",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "RetentionReportCopy",
              "kind": "LinkedField",
              "name": "copies",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
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
                  "name": "servedAt",
                  "storageKey": null
                }
              ],
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

(node as any).hash = "de23209fff81aa477b85bf364e654ad7";

export default node;
