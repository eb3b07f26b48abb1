/**
 * @generated SignedSource<<c9ddeacc3d691d6debd6454b12b53a23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DefectNoticeDialogQuery$variables = {
  contractId: string;
};
export type DefectNoticeDialogQuery$data = {
  readonly retentionDefects: {
    readonly clause: string;
    readonly manners: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
    readonly noClause: string | null | undefined;
    readonly notices: ReadonlyArray<{
      readonly amount: any;
      readonly copies: ReadonlyArray<{
        readonly email: string;
        readonly sha256: string | null | undefined;
      }>;
      readonly defect: string;
      readonly emailServiceAgreed: boolean;
      readonly howToServe: string;
      readonly left: any;
      readonly noticeDate: any;
      readonly number: number;
      readonly pdfViewUrl: string;
      readonly rulesNote: string;
      readonly served: boolean;
      readonly servedWords: string | null | undefined;
      readonly useFromWords: string;
      readonly used: any;
    }>;
    readonly rule: string;
    readonly viewerCanRecord: boolean;
  } | null | undefined;
};
export type DefectNoticeDialogQuery = {
  response: DefectNoticeDialogQuery$data;
  variables: DefectNoticeDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contractId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "contractId"
      }
    ],
    "concreteType": "RetentionDefects",
    "kind": "LinkedField",
    "name": "retentionDefects",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rule",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clause",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "noClause",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanRecord",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionServiceManner",
        "kind": "LinkedField",
        "name": "manners",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionDefectNotice",
        "kind": "LinkedField",
        "name": "notices",
        "plural": true,
        "selections": [
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
            "name": "noticeDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "used",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "left",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defect",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "useFromWords",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "served",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "servedWords",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailServiceAgreed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "howToServe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pdfViewUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionDefectNoticeCopy",
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rulesNote",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DefectNoticeDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefectNoticeDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "75fb2f448cf434cff1ac8746bd8e5386",
    "id": null,
    "metadata": {},
    "name": "DefectNoticeDialogQuery",
    "operationKind": "query",
    "text": "query DefectNoticeDialogQuery(\n  $contractId: ID!\n) {\n  retentionDefects(contractId: $contractId) {\n    rule\n    clause\n    noClause\n    viewerCanRecord\n    manners {\n      value\n      label\n    }\n    notices {\n      number\n      noticeDate\n      amount\n      used\n      left\n      defect\n      useFromWords\n      served\n      servedWords\n      emailServiceAgreed\n      howToServe\n      pdfViewUrl\n      copies {\n        email\n        sha256\n      }\n      rulesNote\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f02902c1010f4df16b2fc18d3c02c16b";

export default node;
