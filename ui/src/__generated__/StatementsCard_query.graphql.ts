/**
 * @generated SignedSource<<c92be6fa520323eebd4b8c0ebad7818e>>
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

(node as any).hash = "be80dc770eed716cd2e481993b0dc5da";

export default node;
