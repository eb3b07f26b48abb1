/**
 * @generated SignedSource<<3005e5a3561e09ac14b52fbcbb261125>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type uploadCreateAttachmentMutation$variables = {
  contentType: string;
};
export type uploadCreateAttachmentMutation$data = {
  readonly uploadCreate: {
    readonly contentType: string;
    readonly putUrl: string;
    readonly uploadId: string;
  } | null | undefined;
};
export type uploadCreateAttachmentMutation = {
  response: uploadCreateAttachmentMutation$data;
  variables: uploadCreateAttachmentMutation$variables;
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
          },
          {
            "kind": "Literal",
            "name": "purpose",
            "value": "Attachment"
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
    "name": "uploadCreateAttachmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "uploadCreateAttachmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c9d748c7c933eef4d0d22e397aa0d7b5",
    "id": null,
    "metadata": {},
    "name": "uploadCreateAttachmentMutation",
    "operationKind": "mutation",
    "text": "mutation uploadCreateAttachmentMutation(\n  $contentType: String!\n) {\n  uploadCreate(input: {contentType: $contentType, purpose: Attachment}) {\n    uploadId\n    putUrl\n    contentType\n  }\n}\n"
  }
};
})();

(node as any).hash = "9317bb3cc052fc290a15aac50847a8d0";

export default node;
