import type { HostedText } from './hosted-text.ts';

/** Vietnamese texts of the hosted sign-in, signed-in and help pages. */
export const vi: HostedText = {
  page: {
    signInTitle: 'Đăng nhập',
    noScript: 'Cần có JavaScript để đăng nhập. Hãy bật JavaScript trong trình duyệt và tải lại trang này.',
    unavailable: 'Không thể tải biểu mẫu đăng nhập. Hãy tải lại trang hoặc thử lại sau.',
    signedInTitle: 'Bạn đã đăng nhập',
    signedInAs: 'Đã đăng nhập với tên {login}.',
    closeWindow: 'Bạn có thể đóng cửa sổ này.',
  },
  help: {
    title: 'Trợ giúp đăng nhập',
    intro: 'Tài khoản của bạn tại nhà cung cấp danh tính này do quản trị viên quản lý.',
    sections: [
      {
        heading: 'Tên người dùng',
        body: 'Tên người dùng là tên mà quản trị viên đã cấp cho bạn, thường là địa chỉ email công việc. Không phân biệt chữ hoa và chữ thường.',
      },
      {
        heading: 'Quên mật khẩu',
        body: 'Hãy nhờ quản trị viên đặt lại mật khẩu: bạn sẽ nhận được email có liên kết để chọn mật khẩu mới. Liên kết chỉ dùng được một lần và sẽ hết hạn.',
      },
      {
        heading: 'Tài khoản bị khóa',
        body: 'Sau nhiều lần nhập sai mật khẩu liên tiếp, tài khoản sẽ bị khóa để bảo vệ. Tùy theo cài đặt của tổ chức, tài khoản tự mở khóa sau vài phút; quản trị viên cũng có thể mở khóa ngay.',
      },
      {
        heading: 'Quá nhiều lần thử',
        body: 'Nếu bạn được yêu cầu chờ, đã có quá nhiều lần thử đăng nhập trong thời gian ngắn. Hãy chờ vài giây rồi thử lại.',
      },
    ],
    back: 'Quay lại đăng nhập',
  },
  notice: {
    federationTitle: 'Đăng nhập không thành công',
    federationBody: 'Đăng nhập qua nhà cung cấp khác không thành công. Hãy bắt đầu lại từ trang đăng nhập.',
    linkTitle: 'Không thể dùng liên kết này',
    linkBody:
      'Liên kết không hợp lệ: đã hết hạn hoặc đã được sử dụng. Hãy đăng nhập hoặc yêu cầu liên kết mới.',
    errorCode: 'Mã lỗi',
  },
};
