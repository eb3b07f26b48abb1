/**
 * @generated SignedSource<<67acdfcd9d828ca792d2ae9abe5b3b90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type uploadCreateMutation$variables = {
  contentType: string;
};
export type uploadCreateMutation$data = {
  readonly uploadCreate: {
    readonly contentType: string;
    readonly putUrl: string;
    readonly uploadId: string;
  } | null | undefined;
};
export type uploadCreateMutation = {
  response: uploadCreateMutation$data;
  variables: uploadCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contentType"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "contentType",
            "variableName": "contentType"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "UploadCreatePayload",
    "kind": "LinkedField",
    "name": "uploadCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uploadId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "putUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentType",
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
    "name": "uploadCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "uploadCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bbd2fac39f1357c2c059d2f8f6ca76e1",
    "id": null,
    "metadata": {},
    "name": "uploadCreateMutation",
    "operationKind": "mutation",
    "text": "mutation uploadCreateMutation(\n  $contentType: String!\n) {\n  uploadCreate(input: {contentType: $contentType}) {\n    uploadId\n    putUrl\n    contentType\n  }\n}\n"
  }
};
})();

(node as any).hash = "96bb12442a02c71c68a0d356c152ed0d";

export default node;
